import { twinOverHttp } from './twin'

const twin = twinOverHttp()

const person = {
  firstName: 'Rita',
  lastName: 'Levi',
  phoneNumber: '(555) 123-4567',
  address: '1 Main Street',
  zipCode: '10001',
  password: 'Secret#1',
}

describe('domain/User.java: only its annotations decide', () => {
  it.each([
    ['a blank first name', { firstName: '' }],
    ['a blank last name', { lastName: '' }],
    ['an e-mail without a dot in its domain', { email: 'user@localhost' }],
    ['a phone of (555)-123-4567', { phoneNumber: '(555)-123-4567' }],
    ['a phone of (555).123.4567', { phoneNumber: '(555).123.4567' }],
    ['a four-character password', { password: 'abcd' }],
    ['a confirmPassword that differs (no field of User)', { confirmPassword: 'Other#2' }],
  ])('registers %s', async (_, change) => {
    const body = {
      ...person,
      email: `reg.${Math.random().toString(36).slice(2)}@example.com`,
      ...change,
    }
    const res = await twin.call('/register', { method: 'POST', body })
    expect([res.status, res.body]).toEqual([201, { 'User registered successfully!': true }])
    await expect(twin.login(body.email, body.password)).resolves.toBeTruthy()
  })

  it.each([
    ['a phone that is 13 characters', { phoneNumber: '555 123-4567' }, 'phoneNumber', 'Size'],
    ['a phone in another shape', { phoneNumber: '+1 555 123 45' }, 'phoneNumber', 'Pattern'],
    ['a first name of 16 characters', { firstName: 'A'.repeat(16) }, 'firstName', 'Size'],
    ['a password of 3 characters', { password: 'abc' }, 'password', 'Size'],
    ['no last name', { lastName: undefined }, 'lastName', 'NotNull'],
  ])('refuses %s with the annotation’s field error', async (_, change, field, code) => {
    const body = { ...person, email: 'refused@example.com', ...change }
    const res = await twin.call('/register', { method: 'POST', body })
    expect(res.status).toBe(400)
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field, code }))
  })

  it('takes the same rules on a profile update, a blank name included', async () => {
    const { token, email } = await twin.newCustomer()
    const res = await twin.call('/user', {
      method: 'PUT',
      token,
      body: { ...person, firstName: '', phoneNumber: '(555)-123-4567', email },
    })
    expect(res.status).toBe(200)
    expect((await twin.call('/user', { token })).body).toMatchObject({
      firstName: '',
      phoneNumber: '(555)-123-4567',
    })
  })
})
