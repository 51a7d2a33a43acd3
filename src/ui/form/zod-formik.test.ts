import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { errorMessages, zodFormikValidate } from './zod-formik'

describe('zodFormikValidate', () => {
  const schema = z.object({
    name: z.string().min(1, 'Name please'),
    pin: z
      .string()
      .refine((v) => v.length >= 4, 'Four digits')
      .refine((v) => /^\d*$/.test(v), 'Digits only'),
    address: z.object({ zip: z.string().min(1, 'Zip please') }),
  })
  const validate = zodFormikValidate<z.input<typeof schema>>(schema)

  it('keeps every message of a field, in order, and nests dotted paths', () => {
    expect(validate({ name: '', pin: 'ab', address: { zip: '' } })).toEqual({
      name: ['Name please'],
      pin: ['Four digits', 'Digits only'],
      address: { zip: ['Zip please'] },
    })
  })

  it('returns no errors for valid values', () => {
    expect(validate({ name: 'A', pin: '1234', address: { zip: '1' } })).toEqual({})
  })
})

describe('errorMessages', () => {
  it('normalises strings, lists and nothing', () => {
    expect(errorMessages('One')).toEqual(['One'])
    expect(errorMessages(['One', 'Two'])).toEqual(['One', 'Two'])
    expect(errorMessages(undefined)).toEqual([])
    expect(errorMessages('')).toEqual([])
  })
})
