import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts'
import { twinOverHttp } from './twin'

const twin = twinOverHttp()

const person = {
  firstName: 'Rita',
  lastName: 'Levi',
  phoneNumber: '(555) 123-4567',
  address: '1 Main Street',
  zipCode: '10001',
}

describe('service/UserService.java', () => {
  describe('login: any failure is the one 401', () => {
    it.each([
      ['no password', { email: DEMO_ACCOUNTS.customer.email }],
      ['no e-mail', { password: DEMO_ACCOUNTS.customer.password }],
      ['an empty body', {}],
      [
        'the e-mail in other letters',
        { email: 'Customer@Autovia.TEST', password: DEMO_ACCOUNTS.customer.password },
      ],
    ])('answers 401 invalid credentials for %s', async (_, body) => {
      const res = await twin.call('/login', { method: 'POST', body })
      expect([res.status, res.body.message]).toEqual([401, 'invalid credentials'])
    })
  })

  describe('register and the user calls: e-mails compared exactly, case included', () => {
    it('lets Customer@Autovia.TEST register beside customer@autovia.test', async () => {
      const email = 'Customer@Autovia.TEST'
      const res = await twin.call('/register', {
        method: 'POST',
        body: { ...person, email, password: 'Secret#1' },
      })
      expect(res.status).toBe(201)
      await expect(twin.login(email, 'Secret#1')).resolves.toBeTruthy()
      const taken = await twin.call('/register', {
        method: 'POST',
        body: { ...person, email, password: 'Secret#1' },
      })
      expect([taken.status, taken.body.message]).toEqual([409, 'Error: Email is already in use!'])
    })
  })

  describe('updatePassword: no rule on the new password; confirmNewPassword is ignored', () => {
    it('changes to any new password, a one-character one too, whatever the confirmation says', async () => {
      const { token, email } = await twin.newCustomer()
      const res = await twin.call('/user/auth', {
        method: 'PATCH',
        token,
        body: { oldPassword: 'Secret#1', newPassword: 'x', confirmNewPassword: 'something else' },
      })
      expect(res.body).toEqual({ success: true })
      await expect(twin.login(email, 'x')).resolves.toBeTruthy()
      // The token stays valid after a password change, as production's JWT does.
      expect((await twin.call('/user', { token })).status).toBe(200)
    })

    it('answers 400 password does not match for a wrong old password, and 400 for none (a 500 there)', async () => {
      const { token } = await twin.newCustomer()
      const wrong = await twin.call('/user/auth', {
        method: 'PATCH',
        token,
        body: { oldPassword: 'nope', newPassword: 'x' },
      })
      expect([wrong.status, wrong.body.message]).toEqual([400, 'password does not match'])
      const none = await twin.call('/user/auth', {
        method: 'PATCH',
        token,
        body: { newPassword: 'x' },
      })
      expect(none.status).toBe(400)
    })
  })

  describe('addRoles: the role names an administrator sends', () => {
    async function added(roles: unknown) {
      const admin = await twin.admin()
      const email = `roles.${Math.random().toString(36).slice(2)}@example.com`
      const body = {
        ...person,
        email,
        password: 'Secret#1',
        ...(roles === undefined ? {} : { roles }),
      }
      const res = await twin.call('/add', { method: 'POST', token: admin, body })
      expect(res.status).toBe(201)
      const users = (await twin.call('/user/auth/all', { token: admin })).body as Array<{
        id: number
        email: string
        roles: string[]
      }>
      const user = users.find((u) => u.email === email)!
      return { user, token: await twin.login(email, 'Secret#1'), admin }
    }

    it('keeps Manager and CustomerService as roles of their own, shown as Customer', async () => {
      for (const role of ['Manager', 'CustomerService']) {
        const { user, token, admin } = await added([role])
        expect(user.roles).toEqual(['Customer'])
        expect((await twin.call(`/user/${user.id}/auth`, { token: admin })).body.roles).toEqual([
          'Customer',
        ])
        // A role of its own: the customer paths (hasRole CUSTOMER or ADMIN) refuse it.
        expect((await twin.call('/user', { token })).status).toBe(403)
        expect((await twin.call('/reservations/auth/all', { token })).status).toBe(403)
      }
    })

    it('makes a user sent no roles a Customer, and one sent an empty list a user of no role', async () => {
      const none = await added(undefined)
      expect(none.user.roles).toEqual(['Customer'])
      expect((await twin.call('/user', { token: none.token })).status).toBe(200)
      const empty = await added([])
      expect(empty.user.roles).toEqual([])
      expect((await twin.call('/user', { token: empty.token })).status).toBe(403)
    })

    it('shows Administrator before Customer, and any unknown name as Customer', async () => {
      const both = await added(['Customer', 'Administrator', 'Janitor'])
      expect(both.user.roles).toEqual(['Administrator', 'Customer'])
    })

    it('replaces the roles on an update', async () => {
      const { user, admin, token } = await added(['Customer'])
      const email = user.email
      const res = await twin.call(`/user/${user.id}/auth`, {
        method: 'PUT',
        token: admin,
        body: { ...person, email, roles: ['Manager'] },
      })
      expect(res.status).toBe(200)
      expect((await twin.call('/user', { token })).status).toBe(403)
    })
  })
})
