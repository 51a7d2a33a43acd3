import { LoginInputSchema, RegistrationInputSchema } from '../../domain/user'
import { LoginFormSchema, RegisterFormSchema } from './auth-schemas'

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '(212) 555-0142',
  address: '12 Analytical Row',
  zipCode: '10001',
  email: 'ada@example.test',
  password: 'Engine#1843',
  confirmPassword: 'Engine#1843',
}

/** Messages by field, as the form shows them. */
function messagesOf(values: Record<string, unknown>) {
  const result = RegisterFormSchema.safeParse(values)
  const byField: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.')
    byField[field] = [...(byField[field] ?? []), issue.message]
  }
  return byField
}

describe('RegisterFormSchema', () => {
  it('sends exactly what the server accepts', () => {
    const payload = RegisterFormSchema.parse({ ...valid, firstName: '  Ada ' })
    expect(payload.firstName).toBe('Ada')
    expect(RegistrationInputSchema.safeParse(payload).success).toBe(true)
  })

  it.each([
    ['firstName', 'A'.repeat(16), 'First name must be at most 15 characters'],
    ['lastName', 'L'.repeat(16), 'Last name must be at most 15 characters'],
    ['address', 'x'.repeat(251), 'Address must be at most 250 characters'],
    ['zipCode', '1'.repeat(16), 'Zip code must be at most 15 characters'],
    ['email', `${'a'.repeat(140)}@example.test`, 'Email must be at most 150 characters'],
    ['password', `Aa#1${'x'.repeat(57)}`, 'Password must be at most 60 characters'],
  ])('catches the server limit of %s beside the field', (field, value, message) => {
    const values = { ...valid, [field]: value }
    if (field === 'password') values.confirmPassword = value
    expect(RegistrationInputSchema.safeParse(values).success).toBe(false)
    expect(messagesOf(values)).toEqual({ [field]: [message] })
  })

  it('accepts the longest values the server accepts', () => {
    const values = {
      ...valid,
      firstName: 'A'.repeat(15),
      address: 'x'.repeat(250),
      zipCode: '1'.repeat(15),
    }
    expect(messagesOf(values)).toEqual({})
  })

  it('never lets through a value the server would refuse', () => {
    const samples = [
      '',
      ' ',
      'a',
      'x'.repeat(15),
      'x'.repeat(16),
      'x'.repeat(251),
      '(555) 555-555_',
    ]
    for (const field of ['firstName', 'lastName', 'phoneNumber', 'address', 'zipCode', 'email']) {
      for (const sample of samples) {
        const values = { ...valid, [field]: sample }
        const form = RegisterFormSchema.safeParse(values)
        if (form.success) expect(RegistrationInputSchema.safeParse(form.data).success).toBe(true)
      }
    }
  })
})

describe('LoginFormSchema', () => {
  it("asks for a valid e-mail in docs/product.md's words and sends what the server reads", () => {
    expect(LoginFormSchema.safeParse({ email: 'nope', password: 'x' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: 'Please enter your email' }),
    ])
    const payload = LoginFormSchema.parse({ email: ' ada@example.test ', password: 'x' })
    expect(payload).toEqual({ email: 'ada@example.test', password: 'x' })
    expect(LoginInputSchema.safeParse(payload).success).toBe(true)
  })
})
