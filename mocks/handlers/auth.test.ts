import { setupMockBackend } from '../testing'

const api = setupMockBackend()

const registration = {
  firstName: 'Nora',
  lastName: 'Keller',
  phoneNumber: '(555) 123-4567',
  address: '1 Main Street',
  zipCode: '10001',
  email: 'nora.keller@example.com',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
}

describe('POST /login', () => {
  it('returns an opaque token for the demo accounts', async () => {
    for (const [email, password] of [
      ['admin@autovia.test', 'Admin#2026'],
      ['customer@autovia.test', 'Customer#2026'],
    ]) {
      const { status, body } = await api.call('/login', {
        method: 'POST',
        body: { email, password },
      })
      expect(status).toBe(200)
      expect(body.token).toMatch(/^[\w-]{40,}$/)
    }
  })

  it('refuses a wrong password or an unknown e-mail with 401', async () => {
    for (const body of [
      { email: 'customer@autovia.test', password: 'nope' },
      { email: 'nobody@autovia.test', password: 'Customer#2026' },
    ]) {
      const res = await api.call('/login', { method: 'POST', body })
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({
        status: 401,
        error: 'Unauthorized',
        message: 'invalid credentials',
      })
    }
  })
})

describe('POST /register', () => {
  it('creates a customer who can then log in', async () => {
    const res = await api.call('/register', { method: 'POST', body: registration })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ 'User registered successfully!': true })
    const token = await api.login(registration.email, registration.password)
    const me = await api.call('/user', { token })
    expect(me.body).toMatchObject({
      email: registration.email,
      roles: ['Customer'],
      builtIn: false,
    })
  })

  it('responds with 400 naming the field, with an errors array', async () => {
    const res = await api.call('/register', {
      method: 'POST',
      body: { ...registration, firstName: 'A'.repeat(16), phoneNumber: '555-1234' },
    })
    expect(res.status).toBe(400)
    // Spring's body: Pattern and Size both fail on the phone number, Size on the name.
    expect(res.body).toMatchObject({
      status: 400,
      error: 'Bad Request',
      message: "Validation failed for object='user'. Error count: 3",
      path: '/car-rental/api/register',
    })
    expect(res.body.errors).toHaveLength(3)
    expect(res.body.errors).toContainEqual({
      field: 'firstName',
      rejectedValue: 'A'.repeat(16),
      defaultMessage: 'size must be between 0 and 15',
      objectName: 'user',
      code: 'Size',
      codes: ['Size.user.firstName', 'Size.firstName', 'Size.java.lang.String', 'Size'],
      arguments: [
        {
          codes: ['user.firstName', 'firstName'],
          arguments: null,
          defaultMessage: 'firstName',
          code: 'firstName',
        },
        15,
        0,
      ],
      bindingFailure: false,
    })
    const phone = res.body.errors.filter((e: { field: string }) => e.field === 'phoneNumber')
    expect(phone.map((e: { defaultMessage: string }) => e.defaultMessage).sort()).toEqual([
      'Phone number should be exact 10 characters',
      'Please enter valid phone number',
    ])
  })

  it('responds with 400, not a crash, for a body that is not JSON', async () => {
    const res = await fetch(`${'http://localhost/car-rental/api'}/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    })
    expect(res.status).toBe(400)
  })
})

describe('protected paths', () => {
  it('responds with 401 Error: Unauthorized without a valid token', async () => {
    for (const token of [undefined, 'forged-token']) {
      const res = await api.call('/user', { token })
      expect(res.status).toBe(401)
      expect(res.body.message).toBe('Error: Unauthorized')
    }
  })

  it('responds with 403 for a customer on admin paths', async () => {
    const token = await api.loginCustomer()
    for (const path of ['/user/auth/all', '/reservations/admin/all', '/excel/download/cars']) {
      const res = await api.call(path, { token })
      expect(res.status).toBe(403)
      expect(res.body.error).toBe('Forbidden')
    }
  })

  it('expire after 24 hours', async () => {
    const token = await api.loginCustomer()
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 24 * 3600 * 1000 + 1000)
    expect((await api.call('/user', { token })).status).toBe(401)
  })
})
