import { formPhone, PASSWORD_RULES, strongPassword } from './user'

const REQUIRED = 'Please enter your password'
const schema = strongPassword(REQUIRED)

const messagesFor = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

const ALL_RULE_MESSAGES = [
  'Must be at least 8 characters',
  'One lowercase character',
  'One uppercase character',
  'One special character',
  'One number',
]

describe('PASSWORD_RULES', () => {
  it("carries docs/product.md's messages, in order", () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual(ALL_RULE_MESSAGES)
  })

  it('accepts each of the special characters @$!%*#?&', () => {
    const special = PASSWORD_RULES.find((rule) => rule.message === 'One special character')!
    for (const c of '@$!%*#?&') expect(special.test(`a${c}`)).toBe(true)
    for (const c of '-_+=^.~ ') expect(special.test(`a${c}`)).toBe(false)
  })
})

describe('strongPassword', () => {
  it.each(['Abcdef1@', 'Str0ng!Passw0rd', 'xY9#xY9#'])('accepts %j', (password) => {
    expect(schema.safeParse(password)).toEqual({ success: true, data: password })
  })

  it.each([
    ['Ab1@xyz', 'Must be at least 8 characters'],
    ['ABCDEF1@', 'One lowercase character'],
    ['abcdef1@', 'One uppercase character'],
    ['Abcdefg1', 'One special character'],
    ['Abcdefg@', 'One number'],
  ])('%j fails only with %j', (password, message) => {
    expect(messagesFor(password)).toEqual([message])
  })

  it('lists every rule for a password that meets none of them', () => {
    expect(messagesFor(' ')).toEqual(ALL_RULE_MESSAGES)
  })

  it('lists several failed rules together', () => {
    expect(messagesFor('abcdefgh')).toEqual([
      'One uppercase character',
      'One special character',
      'One number',
    ])
  })

  it('puts the required message first for an empty password', () => {
    const messages = messagesFor('')
    expect(messages[0]).toBe(REQUIRED)
    expect(messages.slice(1)).toEqual(ALL_RULE_MESSAGES)
  })

  it.each([undefined, null, 12345678])('returns only the required message for %j', (value) => {
    expect(messagesFor(value)).toEqual([REQUIRED])
  })
})

describe('formPhone', () => {
  it("puts production's other phone formats in the form's own, and leaves the rest", () => {
    expect(formPhone('(555)-201-3344')).toBe('(555) 201-3344')
    expect(formPhone('(555).201.7788')).toBe('(555) 201-7788')
    expect(formPhone('(555) 201-9900')).toBe('(555) 201-9900')
    expect(formPhone('555-1234')).toBe('555-1234')
  })
})
