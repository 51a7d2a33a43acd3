import dayjs from 'dayjs'
import { toSent } from '../../src/domain/dates'
import { setupMockBackend } from '../testing'

const api = setupMockBackend()

const profile = {
  firstName: 'Jonas',
  lastName: 'Berg',
  phoneNumber: '(555) 222-3333',
  address: '5 Elm Street',
  zipCode: '02110',
  email: 'jonas.berg@example.com',
}

/** A far-future booking of car 5 by the signed-in `token` (no seeded one is that far ahead). */
async function bookFarAhead(token: string) {
  const from = dayjs().add(500, 'day').startOf('day').hour(10)
  const res = await api.call('/reservations/add', {
    method: 'POST',
    token,
    query: { carId: 5 },
    body: {
      pickUpTime: toSent(from),
      dropOfTime: toSent(from.add(3, 'hour')),
      pickUpLocation: 'Hudson Yards',
      dropOfLocation: 'Hudson Yards',
    },
  })
  expect(res.status).toBe(201)
}

async function addUser(admin: string, extra: Record<string, unknown> = {}) {
  return api.call('/add', {
    method: 'POST',
    token: admin,
    body: { ...profile, password: 'Start#2026', roles: ['Customer'], ...extra },
  })
}

async function idOf(admin: string, email: string): Promise<number> {
  const users = (await api.call('/user/auth/all', { token: admin })).body as {
    id: number
    email: string
  }[]
  return users.find((u) => u.email === email)!.id
}

describe('the signed-in user', () => {
  it('GET /user returns the UserDTO without id or password', async () => {
    const res = await api.call('/user', { token: await api.loginAdmin() })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      email: 'admin@autovia.test',
      roles: ['Administrator'],
      builtIn: true,
    })
    expect(res.body).not.toHaveProperty('id')
    expect(res.body).not.toHaveProperty('passwordHash')
  })

  it('PUT /user refuses built-in users with 404', async () => {
    const res = await api.call('/user', {
      method: 'PUT',
      token: await api.loginCustomer(),
      body: profile,
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('You dont have permission to update user info!')
  })

  it('PUT /user updates a regular user and refuses an e-mail in use', async () => {
    const admin = await api.loginAdmin()
    await addUser(admin)
    const token = await api.login(profile.email, 'Start#2026')
    const ok = await api.call('/user', {
      method: 'PUT',
      token,
      body: { ...profile, firstName: 'Jo' },
    })
    expect(ok).toMatchObject({ status: 200, body: { success: true } })
    expect((await api.call('/user', { token })).body.firstName).toBe('Jo')
    const taken = await api.call('/user', {
      method: 'PUT',
      token,
      body: { ...profile, email: 'admin@autovia.test' },
    })
    expect(taken.status).toBe(409)
  })

  it('PATCH /user/auth changes the password, checking the old one', async () => {
    const admin = await api.loginAdmin()
    await addUser(admin)
    const token = await api.login(profile.email, 'Start#2026')
    const change = {
      oldPassword: 'Start#2026',
      newPassword: 'Next#2026',
      confirmNewPassword: 'Next#2026',
    }
    const wrong = await api.call('/user/auth', {
      method: 'PATCH',
      token,
      body: { ...change, oldPassword: 'x' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('password does not match')
    expect((await api.call('/user/auth', { method: 'PATCH', token, body: change })).status).toBe(
      200,
    )
    await expect(api.login(profile.email, 'Next#2026')).resolves.toBeTruthy()
    await expect(api.login(profile.email, 'Start#2026')).rejects.toThrow(/401/)
  })

  it('PATCH /user/auth refuses built-in users with 404', async () => {
    const body = {
      oldPassword: 'Customer#2026',
      newPassword: 'Next#2026',
      confirmNewPassword: 'Next#2026',
    }
    const res = await api.call('/user/auth', {
      method: 'PATCH',
      token: await api.loginCustomer(),
      body,
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('You dont have permission to update password!')
  })
})

describe('users, for administrators', () => {
  it('lists every user with ids and returns one by id', async () => {
    const admin = await api.loginAdmin()
    const list = await api.call('/user/auth/all', { token: admin })
    expect(list.body.length).toBe(62)
    expect(list.body[1]).toMatchObject({ id: 2, email: 'customer@autovia.test' })
    const one = await api.call('/user/2/auth', { token: admin })
    expect(one.body).toMatchObject({ email: 'customer@autovia.test' })
    const missing = await api.call('/user/9999/auth', { token: admin })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('user with id 9999 not found')
  })

  it('POST /add creates users, keeping Administrator and mapping other roles to Customer', async () => {
    const admin = await api.loginAdmin()
    const res = await addUser(admin, { roles: ['Administrator'] })
    expect(res).toMatchObject({ status: 201, body: { 'User added successfully!': true } })
    await addUser(admin, { email: 'other@example.com', roles: ['Superuser'] })
    const list = (await api.call('/user/auth/all', { token: admin })).body as {
      email: string
      roles: string[]
      builtIn: boolean
    }[]
    expect(list.find((u) => u.email === profile.email)).toMatchObject({
      roles: ['Administrator'],
      builtIn: false,
    })
    expect(list.find((u) => u.email === 'other@example.com')?.roles).toEqual(['Customer'])
  })

  it('POST /add responds with 409 for an e-mail in use and 400 for bad fields', async () => {
    const admin = await api.loginAdmin()
    expect((await addUser(admin, { email: 'customer@autovia.test' })).status).toBe(409)
    const bad = await addUser(admin, { zipCode: '1'.repeat(16), roles: [] })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe("Validation failed for object='adminDTO'. Error count: 1")
    expect(bad.body.errors).toEqual([
      expect.objectContaining({
        field: 'zipCode',
        code: 'Size',
        defaultMessage: 'size must be between 0 and 15',
      }),
    ])
  })

  it('PUT /user/{id}/auth updates, keeping the password when none is sent', async () => {
    const admin = await api.loginAdmin()
    await addUser(admin)
    const id = await idOf(admin, profile.email)
    const res = await api.call(`/user/${id}/auth`, {
      method: 'PUT',
      token: admin,
      body: { ...profile, lastName: 'Bergman', roles: ['Customer'] },
    })
    expect(res.body).toEqual({ success: true })
    expect((await api.call(`/user/${id}/auth`, { token: admin })).body.lastName).toBe('Bergman')
    await expect(api.login(profile.email, 'Start#2026')).resolves.toBeTruthy()
  })

  it('PUT /user/{id}/auth refuses built-in users, unknown ids and e-mails in use', async () => {
    const admin = await api.loginAdmin()
    const body = { ...profile, roles: ['Customer'] }
    const builtIn = await api.call('/user/2/auth', { method: 'PUT', token: admin, body })
    expect(builtIn.status).toBe(404)
    expect(builtIn.body.message).toBe('You dont have permission to update user info!')
    expect((await api.call('/user/9999/auth', { method: 'PUT', token: admin, body })).status).toBe(
      404,
    )
    await addUser(admin)
    const taken = await api.call(`/user/${await idOf(admin, profile.email)}/auth`, {
      method: 'PUT',
      token: admin,
      body: { ...body, email: 'admin@autovia.test' },
    })
    expect(taken.status).toBe(409)
  })

  it('DELETE /user/{id}/auth protects built-in users and users with reservations', async () => {
    const admin = await api.loginAdmin()
    // Reservations are checked first: the built-in customer, who has some, hears that.
    const customer = await api.call('/user/2/auth', { method: 'DELETE', token: admin })
    expect(customer.status).toBe(404)
    expect(customer.body.message).toBe('Reservation(s) exist for user!')
    const builtIn = await api.call('/user/1/auth', { method: 'DELETE', token: admin })
    expect(builtIn.status).toBe(404)
    expect(builtIn.body.message).toBe('You dont have permission to delete user!')
    await addUser(admin)
    await bookFarAhead(await api.login(profile.email, 'Start#2026'))
    const booked = await api.call(`/user/${await idOf(admin, profile.email)}/auth`, {
      method: 'DELETE',
      token: admin,
    })
    expect(booked.status).toBe(404)
    expect(booked.body.message).toBe('Reservation(s) exist for user!')
    const missing = await api.call('/user/9999/auth', { method: 'DELETE', token: admin })
    expect(missing.body.message).toBe('user with id 9999 not found')
  })

  it('a deleted user can no longer log in, and their token stops working', async () => {
    const admin = await api.loginAdmin()
    await addUser(admin)
    const token = await api.login(profile.email, 'Start#2026')
    const id = await idOf(admin, profile.email)
    expect((await api.call(`/user/${id}/auth`, { method: 'DELETE', token: admin })).body).toEqual({
      success: true,
    })
    const login = await api.call('/login', {
      method: 'POST',
      body: { email: profile.email, password: 'Start#2026' },
    })
    expect(login.status).toBe(401)
    expect((await api.call('/user', { token })).status).toBe(401)
  })

  it('responds with 400 for an id that is not a number', async () => {
    const res = await api.call('/user/abc/auth', { token: await api.loginAdmin() })
    expect(res.status).toBe(400)
  })
})
