import type { User, UserListItem } from '../domain/user'
import {
  api,
  expectApiError,
  expectBearer,
  json,
  only,
  route,
  setUpTestServer,
  springError,
  success,
} from '../test/api-server'

const { createUser, deleteUser, getCurrentUser, getUser, getUsers, updateProfile, updateUser } = api

setUpTestServer()

const profile = {
  firstName: 'Grace',
  lastName: 'Hopper',
  phoneNumber: '(555) 555-0199',
  address: '1 Navy Yard',
  zipCode: '20001',
  email: 'grace@example.com',
}
const user: User = { ...profile, roles: ['Customer'], builtIn: false }
const admin: UserListItem = {
  ...profile,
  id: 1,
  email: 'admin@example.com',
  roles: ['Administrator'],
  builtIn: true,
}

describe('getCurrentUser', () => {
  it('GETs /user with the bearer token and returns the user', async () => {
    const calls = route('get', '/user', json(user))
    await expect(getCurrentUser()).resolves.toEqual(user)
    const call = only(calls)
    expect(call.method).toBe('GET')
    expect(call.path).toBe('/user')
    expectBearer(call)
  })
})

describe('updateProfile', () => {
  it('PUTs /user with the profile fields', async () => {
    const calls = route('put', '/user', success)
    await expect(updateProfile(profile)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('PUT')
    expect(call.path).toBe('/user')
    expect(await call.request.json()).toEqual(profile)
    expectBearer(call)
  })
})

describe('getUsers', () => {
  it('GETs /user/auth/all and returns the list', async () => {
    const list = [admin, { ...user, id: 7 }]
    const calls = route('get', '/user/auth/all', json(list))
    await expect(getUsers()).resolves.toEqual(list)
    const call = only(calls)
    expect(call.path).toBe('/user/auth/all')
    expectBearer(call)
  })
})

describe('getUser', () => {
  it('GETs /user/{id}/auth and returns the user', async () => {
    const calls = route('get', '/user/:id/auth', json(user))
    await expect(getUser(42)).resolves.toEqual(user)
    const call = only(calls)
    expect(call.method).toBe('GET')
    expect(call.path).toBe('/user/42/auth')
    expectBearer(call)
  })
})

describe('createUser', () => {
  it('POSTs /add with the user fields and roles', async () => {
    const input = { ...profile, password: 'Admin#2024', roles: ['Administrator'] }
    const calls = route('post', '/add', json({ 'User added successfully!': true }, 201))
    await expect(createUser(input)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('POST')
    expect(call.path).toBe('/add')
    expect(await call.request.json()).toEqual(input)
    expectBearer(call)
  })
})

describe('updateUser', () => {
  it('PUTs /user/{id}/auth with the password when one is given', async () => {
    const input = { ...profile, password: 'New#pass9', roles: ['Customer'] }
    const calls = route('put', '/user/:id/auth', success)
    await expect(updateUser(7, input)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('PUT')
    expect(call.path).toBe('/user/7/auth')
    expect(await call.request.json()).toEqual(input)
    expectBearer(call)
  })

  it.each([
    ['empty', ''],
    ['absent', undefined],
  ])('leaves the password out when it is %s', async (_, password) => {
    const calls = route('put', '/user/:id/auth', success)
    await updateUser(7, { ...profile, password, roles: ['Administrator'] })
    const body = await only(calls).request.json()
    expect(body).toEqual({ ...profile, roles: ['Administrator'] })
    expect(body).not.toHaveProperty('password')
  })
})

describe('deleteUser', () => {
  it('DELETEs /user/{id}/auth', async () => {
    const calls = route('delete', '/user/:id/auth', success)
    await expect(deleteUser(13)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('DELETE')
    expect(call.path).toBe('/user/13/auth')
    expectBearer(call)
  })

  it('rejects with the server message when the user has reservations', async () => {
    route(
      'delete',
      '/user/:id/auth',
      springError(404, 'Reservation(s) exist for user!', '/user/13/auth'),
    )
    await expectApiError(deleteUser(13), 404, 'Reservation(s) exist for user!')
  })
})
