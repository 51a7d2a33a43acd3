import { REGISTERED_KEY } from '../domain/responses'
import {
  api,
  expectApiError,
  expectBearer,
  expectNoAuthorization,
  json,
  only,
  route,
  setUpTestServer,
  springError,
  success,
  tokens,
} from '../test/api-server'

const { changePassword, login, register } = api

setUpTestServer()

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '(555) 555-0101',
  address: '12 Analytical Row',
  zipCode: '10001',
  email: 'ada@example.com',
  password: 'Engine#1843',
  confirmPassword: 'Engine#1843',
}

describe('login', () => {
  it('POSTs /login with the credentials and no Authorization, returning the token', async () => {
    const calls = route('post', '/login', json({ token: 'fresh.jwt.token' }))
    const result = await login({ email: 'ada@example.com', password: 'secret' })
    expect(result).toEqual({ token: 'fresh.jwt.token' })
    const call = only(calls)
    expect(call.method).toBe('POST')
    expect(call.path).toBe('/login')
    expect(call.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await call.request.json()).toEqual({ email: 'ada@example.com', password: 'secret' })
    expectNoAuthorization(call)
  })
})

describe('register', () => {
  it('POSTs /register with every field and no Authorization', async () => {
    const calls = route('post', '/register', json({ [REGISTERED_KEY]: true }, 201))
    await expect(register(registration)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('POST')
    expect(call.path).toBe('/register')
    expect(await call.request.json()).toEqual(registration)
    expectNoAuthorization(call)
  })
})

describe('changePassword', () => {
  const change = {
    oldPassword: 'Old#pass1',
    newPassword: 'New#pass2',
    confirmNewPassword: 'New#pass2',
  }

  it('PATCHes /user/auth with the bearer token', async () => {
    const calls = route('patch', '/user/auth', success)
    await expect(changePassword(change)).resolves.toBeUndefined()
    const call = only(calls)
    expect(call.method).toBe('PATCH')
    expect(call.path).toBe('/user/auth')
    expect(await call.request.json()).toEqual(change)
    expectBearer(call)
  })

  it('rejects with 400 when the old password is wrong', async () => {
    route('patch', '/user/auth', springError(400, 'password does not match', '/user/auth'))
    await expectApiError(changePassword(change), 400, 'password does not match')
  })

  it('sends no Authorization header when no token is stored', async () => {
    tokens.set(null)
    const calls = route(
      'patch',
      '/user/auth',
      springError(401, 'Error: Unauthorized', '/user/auth'),
    )
    await expectApiError(changePassword(change), 401, 'Error: Unauthorized')
    expect(only(calls).headers.has('Authorization')).toBe(false)
  })
})
