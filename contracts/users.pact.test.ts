import { NEW_CUSTOMER, STATES, UNKNOWN_ID } from '../mocks/scenarios'
import { DEMO_ACCOUNTS } from '../src/domain/demo-accounts'
import { fieldErrorsOf } from '../src/domain/field-errors-of'
import {
  AUTH_HEADER,
  apiAt,
  createPact,
  eachLike,
  errorBody,
  failure,
  injected,
  integer,
  itDownloadsSpreadsheet,
  JSON_HEADER,
  like,
  path,
  regex,
  stateValue,
  string,
  userBody,
  validationBody,
} from './pact'

const pact = createPact()
const profile = {
  firstName: NEW_CUSTOMER.firstName,
  lastName: NEW_CUSTOMER.lastName,
  phoneNumber: NEW_CUSTOMER.phoneNumber,
  address: NEW_CUSTOMER.address,
  zipCode: NEW_CUSTOMER.zipCode,
}
const JSON_REQUEST = { ...AUTH_HEADER, ...JSON_HEADER }

describe('sign-in and registration', () => {
  it('login: the demo customer gets a token', async () => {
    const { email, password } = DEMO_ACCOUNTS.customer
    await pact
      .addInteraction()
      .given(STATES.anonymous)
      .uponReceiving('login: right e-mail and password')
      .withRequest('POST', path('/login'), (b) =>
        b.headers(JSON_HEADER).jsonBody({ email, password }),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADER).jsonBody({ token: string('eyJhbGciOiJIUzUxMiJ9.e30.c2ln') }),
      )
      .executeTest(async (server) => {
        expect((await apiAt(server.url, null).login({ email, password })).token).toBeTruthy()
      })
  })

  it('login: 401 for a wrong password', async () => {
    const input = { email: DEMO_ACCOUNTS.customer.email, password: 'not-the-password' }
    await pact
      .addInteraction()
      .given(STATES.anonymous)
      .uponReceiving('login: a wrong password')
      .withRequest('POST', path('/login'), (b) => b.headers(JSON_HEADER).jsonBody(input))
      .willRespondWith(401, (b) => b.jsonBody(errorBody(401, 'invalid credentials')))
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url, null).login(input))
        expect([error.status, error.message]).toEqual([401, 'invalid credentials'])
      })
  })

  it('register: a new customer', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymous)
      .uponReceiving('register: a new customer')
      .withRequest('POST', path('/register'), (b) =>
        b.headers(JSON_HEADER).jsonBody({
          ...like(profile).value,
          email: stateValue('email'),
          password: like(NEW_CUSTOMER.password),
          confirmPassword: like(NEW_CUSTOMER.password),
        }),
      )
      .willRespondWith(201, (b) => b.jsonBody(like({ 'User registered successfully!': true })))
      .executeTest(async (server) => {
        const input = {
          ...profile,
          email: 'grace.hopper@example.com',
          password: NEW_CUSTOMER.password,
          confirmPassword: NEW_CUSTOMER.password,
        }
        await expect(apiAt(server.url, null).register(input)).resolves.toBeUndefined()
      })
  })

  it('register: 409 for an e-mail in use', async () => {
    const input = {
      ...profile,
      email: DEMO_ACCOUNTS.customer.email,
      password: 'Secret#22',
      confirmPassword: 'Secret#22',
    }
    await pact
      .addInteraction()
      .given(STATES.anonymous)
      .uponReceiving('register: an e-mail already in use')
      .withRequest('POST', path('/register'), (b) => b.headers(JSON_HEADER).jsonBody(input))
      .willRespondWith(409, (b) => b.jsonBody(errorBody(409, 'Error: Email is already in use!')))
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url, null).register(input))
        expect([error.status, error.message]).toEqual([409, 'Error: Email is already in use!'])
      })
  })

  it('register: 400 for invalid input', async () => {
    const input = {
      ...profile,
      firstName: 'A name much too long',
      email: 'x.y@example.com',
      password: 'Secret#22',
      confirmPassword: 'Secret#22',
    }
    await pact
      .addInteraction()
      .given(STATES.anonymous)
      .uponReceiving('register: a first name over 15 characters')
      .withRequest('POST', path('/register'), (b) => b.headers(JSON_HEADER).jsonBody(input))
      .willRespondWith(400, (b) =>
        b.jsonBody(
          validationBody(
            'user',
            'firstName',
            'Size',
            'size must be between 0 and 15',
            input.firstName,
          ),
        ),
      )
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url, null).register(input))
        expect(error.status).toBe(400)
        expect(fieldErrorsOf(error)).toEqual({ firstName: ['size must be between 0 and 15'] })
      })
  })
})

describe('the signed-in user', () => {
  it('getCurrentUser: who is signed in', async () => {
    await pact
      .addInteraction()
      .given(STATES.customer)
      .uponReceiving('getCurrentUser: the signed-in customer')
      .withRequest('GET', path('/user'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody(userBody()))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).getCurrentUser()).roles).toEqual(['Customer'])
      })
  })

  it('getCurrentUser: 401 without a token', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymous)
      .uponReceiving('getCurrentUser: no token')
      .withRequest('GET', path('/user'))
      .willRespondWith(401, (b) => b.jsonBody(errorBody(401, 'Error: Unauthorized')))
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url, null).getCurrentUser())
        expect([error.status, error.message]).toEqual([401, 'Error: Unauthorized'])
      })
  })

  it('getCurrentUser: 403 for a user without a role', async () => {
    await pact
      .addInteraction()
      .given(STATES.roleless)
      .uponReceiving('getCurrentUser: a user without a role')
      .withRequest('GET', path('/user'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(403, (b) => b.jsonBody(errorBody(403, 'Forbidden')))
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).getCurrentUser())
        expect([error.status, error.message]).toEqual([403, 'Forbidden'])
      })
  })

  it('updateProfile: the signed-in customer', async () => {
    await pact
      .addInteraction()
      .given(STATES.newCustomer)
      .uponReceiving('updateProfile: a customer who registered here')
      .withRequest('PUT', path('/user'), (b) =>
        b.headers(JSON_REQUEST).jsonBody({ ...like(profile).value, email: stateValue('email') }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: like(true) }))
      .executeTest(async (server) => {
        await expect(
          apiAt(server.url).updateProfile({ ...profile, email: 'grace.hopper@example.com' }),
        ).resolves.toBeUndefined()
      })
  })

  it('updateProfile: 401 for a token this backend did not issue', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymous)
      .uponReceiving('updateProfile: a token this backend did not issue')
      .withRequest('PUT', path('/user'), (b) =>
        b.headers(JSON_REQUEST).jsonBody({ ...like(profile).value, email: stateValue('email') }),
      )
      .willRespondWith(401, (b) => b.jsonBody(errorBody(401, 'Error: Unauthorized')))
      .executeTest(async (server) => {
        const error = await failure(() =>
          apiAt(server.url).updateProfile({ ...profile, email: 'grace.hopper@example.com' }),
        )
        expect([error.status, error.message]).toEqual([401, 'Error: Unauthorized'])
      })
  })

  it('updateProfile: a built-in account is refused', async () => {
    const input = { ...profile, email: DEMO_ACCOUNTS.customer.email }
    await pact
      .addInteraction()
      .given(STATES.customer)
      .uponReceiving('updateProfile: the built-in customer')
      .withRequest('PUT', path('/user'), (b) => b.headers(JSON_REQUEST).jsonBody(input))
      .willRespondWith(404, (b) =>
        b.jsonBody(errorBody(404, 'You dont have permission to update user info!')),
      )
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).updateProfile(input))
        expect(error.message).toBe('You dont have permission to update user info!')
      })
  })

  it('changePassword: the signed-in customer', async () => {
    const input = {
      oldPassword: NEW_CUSTOMER.password,
      newPassword: 'Changed#2026',
      confirmNewPassword: 'Changed#2026',
    }
    await pact
      .addInteraction()
      .given(STATES.newCustomer)
      .uponReceiving('changePassword: a customer who registered here')
      .withRequest('PATCH', path('/user/auth'), (b) => b.headers(JSON_REQUEST).jsonBody(input))
      .willRespondWith(200, (b) => b.jsonBody({ success: like(true) }))
      .executeTest(async (server) => {
        await expect(apiAt(server.url).changePassword(input)).resolves.toBeUndefined()
      })
  })

  it('changePassword: a built-in account is refused', async () => {
    const { password } = DEMO_ACCOUNTS.customer
    const input = {
      oldPassword: password,
      newPassword: 'Changed#2026',
      confirmNewPassword: 'Changed#2026',
    }
    await pact
      .addInteraction()
      .given(STATES.customer)
      .uponReceiving('changePassword: the built-in customer')
      .withRequest('PATCH', path('/user/auth'), (b) => b.headers(JSON_REQUEST).jsonBody(input))
      .willRespondWith(404, (b) =>
        b.jsonBody(errorBody(404, 'You dont have permission to update password!')),
      )
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).changePassword(input))
        expect(error.message).toBe('You dont have permission to update password!')
      })
  })
})

describe('user management', () => {
  const newUser = {
    ...profile,
    email: 'ada.lovelace@example.com',
    password: 'Secret#22',
    roles: ['Administrator'],
  }

  it('getUsers: every account', async () => {
    await pact
      .addInteraction()
      .given(STATES.admin)
      .uponReceiving('getUsers: all accounts')
      .withRequest('GET', path('/user/auth/all'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADER).jsonBody(eachLike({ ...userBody(), id: integer(1) })),
      )
      .executeTest(async (server) => {
        expect((await apiAt(server.url).getUsers())[0]?.id).toBe(1)
      })
  })

  it('getUsers: 403 for a customer', async () => {
    await pact
      .addInteraction()
      .given(STATES.customer)
      .uponReceiving('getUsers: asked by a customer')
      .withRequest('GET', path('/user/auth/all'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(403, (b) => b.jsonBody(errorBody(403, string('Forbidden'))))
      .executeTest(async (server) => {
        expect((await failure(() => apiAt(server.url).getUsers())).status).toBe(403)
      })
  })

  // A token another backend issued (the demo's routes moved from a real backend to the
  // twin while signed in) is to this one no token at all.
  it('getUsers: 401 for a token this backend did not issue', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymous)
      .uponReceiving('getUsers: a token this backend did not issue')
      .withRequest('GET', path('/user/auth/all'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(401, (b) => b.jsonBody(errorBody(401, 'Error: Unauthorized')))
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).getUsers())
        expect([error.status, error.message]).toEqual([401, 'Error: Unauthorized'])
      })
  })

  it('getUser: one account', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminUser)
      .uponReceiving('getUser: an account by id')
      .withRequest('GET', injected('/user/:userId/auth'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(200, (b) => b.headers(JSON_HEADER).jsonBody(userBody()))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).getUser(7)).firstName).toBe('Claire')
      })
  })

  it('getUser: 404 for an unknown id', async () => {
    await pact
      .addInteraction()
      .given(STATES.admin)
      .uponReceiving('getUser: an unknown account')
      .withRequest('GET', path(`/user/${UNKNOWN_ID}/auth`), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(404, (b) =>
        b.jsonBody(errorBody(404, `user with id ${UNKNOWN_ID} not found`)),
      )
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).getUser(UNKNOWN_ID))
        expect([error.status, error.message]).toEqual([404, `user with id ${UNKNOWN_ID} not found`])
      })
  })

  it('createUser: a new account with roles', async () => {
    await pact
      .addInteraction()
      .given(STATES.admin)
      .uponReceiving('createUser: a new administrator')
      .withRequest('POST', path('/add'), (b) =>
        b.headers(JSON_REQUEST).jsonBody({
          ...like(newUser).value,
          email: stateValue('email'),
          roles: eachLike('Administrator'),
        }),
      )
      .willRespondWith(201, (b) => b.jsonBody(like({ 'User added successfully!': true })))
      .executeTest(async (server) => {
        await expect(
          apiAt(server.url).createUser({ ...newUser, email: 'grace.hopper@example.com' }),
        ).resolves.toBeUndefined()
      })
  })

  it('createUser: 409 for an e-mail in use', async () => {
    const input = { ...newUser, email: DEMO_ACCOUNTS.customer.email }
    await pact
      .addInteraction()
      .given(STATES.admin)
      .uponReceiving('createUser: an e-mail already in use')
      .withRequest('POST', path('/add'), (b) => b.headers(JSON_REQUEST).jsonBody(input))
      .willRespondWith(409, (b) => b.jsonBody(errorBody(409, 'Error: Email is already in use!')))
      .executeTest(async (server) => {
        expect((await failure(() => apiAt(server.url).createUser(input))).status).toBe(409)
      })
  })

  it('updateUser: an account that is not built in, password left out', async () => {
    const { password: _password, ...withoutPassword } = newUser
    await pact
      .addInteraction()
      .given(STATES.adminUser)
      .uponReceiving('updateUser: an account that is not built in')
      .withRequest('PUT', injected('/user/:userId/auth'), (b) =>
        b.headers(JSON_REQUEST).jsonBody({
          ...like(withoutPassword).value,
          email: stateValue('email'),
          roles: eachLike(regex(/^(Customer|Administrator)$/, 'Customer')),
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: like(true) }))
      .executeTest(async (server) => {
        await expect(
          apiAt(server.url).updateUser(7, {
            ...withoutPassword,
            email: 'grace.hopper@example.com',
            roles: ['Customer'],
            password: '',
          }),
        ).resolves.toBeUndefined()
      })
  })

  it('updateUser: a built-in account is refused', async () => {
    const input = { ...profile, email: DEMO_ACCOUNTS.customer.email, roles: ['Customer'] }
    await pact
      .addInteraction()
      .given(STATES.admin)
      .uponReceiving('updateUser: a built-in account')
      .withRequest('PUT', injected('/user/:builtInUserId/auth'), (b) =>
        b.headers(JSON_REQUEST).jsonBody(input),
      )
      .willRespondWith(404, (b) =>
        b.jsonBody(errorBody(404, 'You dont have permission to update user info!')),
      )
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).updateUser(2, input))
        expect(error.message).toBe('You dont have permission to update user info!')
      })
  })

  it('deleteUser: an account that is not built in', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminUser)
      .uponReceiving('deleteUser: an account that is not built in')
      .withRequest('DELETE', injected('/user/:userId/auth'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(200, (b) => b.jsonBody({ success: like(true) }))
      .executeTest(async (server) => {
        await expect(apiAt(server.url).deleteUser(7)).resolves.toBeUndefined()
      })
  })

  // Production checks reservations before the built-in flag: the built-in customer, who has
  // reservations, is refused for those (UserService.removeById).
  it('deleteUser: an account with reservations is refused', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminCustomerBooked)
      .uponReceiving('deleteUser: an account with reservations')
      .withRequest('DELETE', injected('/user/:userId/auth'), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(404, (b) => b.jsonBody(errorBody(404, 'Reservation(s) exist for user!')))
      .executeTest(async (server) => {
        const error = await failure(() => apiAt(server.url).deleteUser(7))
        expect(error.message).toBe('Reservation(s) exist for user!')
      })
  })

  itDownloadsSpreadsheet(
    pact,
    'downloadUsers',
    '/excel/download/users',
    'customers.xlsx',
    'the accounts',
  )
})
