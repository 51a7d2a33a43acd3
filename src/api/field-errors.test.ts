import { FIELD_ERRORS_MESSAGE, fieldErrorsIn } from '../domain/field-errors'
import { EMAIL_TAKEN_MESSAGE, fieldErrorsOf } from '../domain/field-errors-of'
import { client, json, route, setUpTestServer } from '../test/api-server'
import { ApiError } from './client'

setUpTestServer()

/** Spring's body for POST /register with a long first name and a short phone number. */
const springValidation = {
  timestamp: '2026-11-22T10:15:30.000+00:00',
  status: 400,
  error: 'Bad Request',
  message: "Validation failed for object='user'. Error count: 3",
  errors: [
    {
      field: 'firstName',
      rejectedValue: 'A name much too long',
      defaultMessage: 'size must be between 0 and 15',
      objectName: 'user',
      code: 'Size',
      codes: ['Size.user.firstName', 'Size.firstName', 'Size.java.lang.String', 'Size'],
      arguments: [{ codes: ['user.firstName', 'firstName'], defaultMessage: 'firstName' }, 15, 0],
      bindingFailure: false,
    },
    { field: 'phoneNumber', defaultMessage: 'Please enter valid phone number', code: 'Pattern' },
    { field: 'phoneNumber', defaultMessage: 'Phone number should be exact 10 characters' },
  ],
  path: '/car-rental/api/register',
}

describe('fieldErrorsIn', () => {
  it("collects each field's default messages, in order", () => {
    expect(fieldErrorsIn(springValidation)).toEqual({
      firstName: ['size must be between 0 and 15'],
      phoneNumber: [
        'Please enter valid phone number',
        'Phone number should be exact 10 characters',
      ],
    })
  })

  it.each([
    ['a body without errors', { status: 400, message: 'password does not match' }],
    ['errors that are no field errors', { errors: [{ objectName: 'user' }, 'text', null] }],
    ['errors that are not a list', { errors: 'firstName' }],
    ['a text body', 'Bad Request'],
    ['no body', undefined],
  ])('returns undefined for %s', (_, body) => {
    expect(fieldErrorsIn(body)).toBeUndefined()
  })
})

describe('a validation failure through the client', () => {
  it("rejects with a short message for people, never Spring's, and its field errors", async () => {
    route('post', '/register', json(springValidation, 400))
    const error: ApiError = await client.request('/register', { method: 'POST', body: {} }).then(
      () => expect.fail('the call should fail'),
      (e: unknown) => e as ApiError,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe(FIELD_ERRORS_MESSAGE)
    expect(error.message).not.toContain('Validation failed')
    expect(fieldErrorsOf(error)?.firstName).toEqual(['size must be between 0 and 15'])
  })

  it("marks the e-mail of production's 409 for an e-mail in use", () => {
    const taken = new ApiError('Error: Email is already in use!', 409)
    expect(fieldErrorsOf(taken)).toEqual({ email: [EMAIL_TAKEN_MESSAGE] })
    expect(fieldErrorsOf(new ApiError('Error: Reservation does not exist!', 409))).toBeUndefined()
  })

  it('finds none on other failures', () => {
    expect(fieldErrorsOf(new ApiError('Forbidden', 403, springValidation))).toBeUndefined()
    expect(fieldErrorsOf(new Error('boom'))).toBeUndefined()
  })
})
