import * as z from 'zod'
import { formFieldsOf, withMessages } from './with-messages'

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('withMessages', () => {
  const name = z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(5)
  const told = withMessages(name, { required: 'Your name please', tooLong: 'Five at most' })

  it('keeps the rules and their outcome', () => {
    expect(told.parse('  Ada ')).toBe('Ada')
  })

  it.each([
    ['', ['Your name please']],
    ['   ', ['Your name please']],
    [undefined, ['Your name please']],
    [42, ['Your name please']],
    ['Lovelace', ['Five at most']],
  ])('tells %j as %j', (value, expected) => {
    expect(messagesOf(told, value)).toEqual(expected)
  })

  it('tells format and other failures apart, and keeps a message it has no words for', () => {
    const phone = z.string().regex(/^\d{3}$/, 'phone must be 3 digits')
    expect(messagesOf(withMessages(phone, { format: 'Three digits' }), '12')).toEqual([
      'Three digits',
    ])
    expect(messagesOf(withMessages(phone, {}), '12')).toEqual(['phone must be 3 digits'])
    const level = z.enum(['low', 'high'])
    expect(messagesOf(withMessages(level, { invalid: 'Pick one' }), 'mid')).toEqual(['Pick one'])
  })

  it('tells a number that is not whole as invalid, not as missing', () => {
    const age = z.number().int().min(0)
    const told = withMessages(age, {
      required: 'Your age please',
      tooShort: 'Not negative',
      invalid: 'Whole years please',
    })
    expect(messagesOf(told, 2.5)).toEqual(['Whole years please'])
    expect(messagesOf(told, null)).toEqual(['Your age please'])
    expect(messagesOf(told, -1)).toEqual(['Not negative'])
  })

  it('says only that an empty field is required, whatever else it breaks', () => {
    const email = z.email('not an e-mail').min(5, 'too short')
    const told = withMessages(email, { required: 'Your e-mail please', format: 'Not valid' })
    expect(messagesOf(told, '')).toEqual(['Your e-mail please'])
    expect(messagesOf(told, 'a@b')).toEqual(['Not valid', 'too short'])
  })

  it('tells a longer minimum as tooShort, or keeps its own message', () => {
    const pin = z.string().min(4, 'pin must be at least 4')
    expect(messagesOf(withMessages(pin, { tooShort: 'Four or more' }), '12')).toEqual([
      'Four or more',
    ])
    expect(messagesOf(withMessages(pin, { required: 'A pin please' }), '12')).toEqual([
      'pin must be at least 4',
    ])
    expect(messagesOf(withMessages(pin, { required: 'A pin please' }), '')).toEqual([
      'A pin please',
    ])
  })
})

describe('formFieldsOf', () => {
  const payload = z.object({
    first: z.string().min(1, 'first is required').max(3, 'first must be at most 3'),
    last: z.string().min(1, 'last is required'),
  })

  it('builds the form from the payload fields it names, with the form messages', () => {
    const form = formFieldsOf(payload, { first: { required: 'First!', tooLong: 'Short!' } })
    expect(Object.keys(form.shape)).toEqual(['first'])
    expect(messagesOf(form, { first: '' })).toEqual(['First!'])
    expect(messagesOf(form, { first: 'abcd' })).toEqual(['Short!'])
    expect(form.safeParse({ first: 'abc' }).success).toBe(true)
  })

  it('refuses a field the payload does not have', () => {
    expect(() => formFieldsOf(payload, { middle: {} } as never)).toThrow(/middle/)
  })
})
