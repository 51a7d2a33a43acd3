import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { int } from 'zod'
import * as z from '../../src/domain/zod'
import {
  StoredImageSchema,
  StoredReservationSchema,
  StoredSessionSchema,
  StoredUserSchema,
  StoredVehicleSchema,
} from '../db'
import { quickCheck } from './quick-check'

const reservation = {
  id: 12,
  userId: 3,
  pickUpTime: '12/01/2030 10:00:00',
  dropOfTime: '12/02/2030 10:00:00',
  pickUpLocation: 'JFK Airport',
  dropOfLocation: 'Hudson Yards',
  status: 'CREATED',
  totalPrice: 240.5,
  carId: 7,
}
const user = {
  firstName: 'Ana',
  lastName: 'Lima',
  phoneNumber: '(555) 555-5555',
  email: 'ana@example.com',
  address: '1 Main St',
  zipCode: '10001',
  roles: ['Customer'],
  builtIn: false,
  id: 4,
  passwordHash: 'x',
}
const Sample = z.object({
  name: z.string(),
  note: z.string().nullable(),
  extra: z.number().optional(),
  tags: z.array(z.enum(['a', 'b'])),
  kind: z.literal('car'),
})

/** Whatever the quick check accepts, the schema accepts too and gives back equal, keys in the same order. */
function agrees(schema: z.ZodType, value: unknown): void {
  const quick = quickCheck(schema)
  if (!quick?.(value)) return
  const parsed = schema.safeParse(value)
  expect(parsed.success).toBe(true)
  expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(value))
  expect(parsed.data).toEqual(value)
}

/** A record with some of its fields changed, dropped, added or moved. */
const mutated = (record: Record<string, unknown>) =>
  fc
    .tuple(
      fc.dictionary(fc.constantFrom(...Object.keys(record), 'other'), fc.anything()),
      fc.subarray(Object.keys(record)),
      fc.boolean(),
    )
    .map(([changed, dropped, reversed]) => {
      const entries = Object.entries({ ...record, ...changed }).filter(
        ([key]) => !dropped.includes(key),
      )
      return Object.fromEntries(reversed ? entries.reverse() : entries)
    })

describe('quickCheck', () => {
  it('has a check for the stored records a restore reads, and none for what it does not understand', () => {
    for (const schema of [
      StoredUserSchema,
      StoredVehicleSchema,
      StoredReservationSchema,
      StoredSessionSchema,
    ])
      expect(quickCheck(schema)).toBeTypeOf('function')
    // A union may take a value by stripping it to an earlier option: the schema decides.
    expect(quickCheck(StoredImageSchema)).toBeUndefined()
    expect(quickCheck(z.string().min(1))).toBeUndefined()
    expect(quickCheck(z.object({ a: z.string() }).strict())).toBeUndefined()
    expect(quickCheck(z.number().positive())).toBeUndefined()
    expect(quickCheck(z.number().int().min(0))).toBeUndefined()
    expect(
      quickCheck(
        z
          .number()
          .int()
          .refine((n) => n > 0),
      ),
    ).toBeUndefined()
    expect(quickCheck(z.string().trim())).toBeUndefined()
    expect(quickCheck(z.email())).toBeUndefined()
    expect(quickCheck(int())).toBeUndefined()
    expect(quickCheck(z.object({ a: z.string() }).refine(() => true))).toBeUndefined()
  })

  it('accepts a record as the app writes it, and nothing the schema would change or refuse', () => {
    const quick = quickCheck(StoredReservationSchema)!
    expect(quick(reservation)).toBe(true)
    expect(quickCheck(StoredUserSchema)!(user)).toBe(true)
    const refused = [
      { ...reservation, totalPrice: Number.NaN },
      { ...reservation, totalPrice: Number.POSITIVE_INFINITY },
      { ...reservation, id: 1.5 },
      { ...reservation, id: 2 ** 60 },
      { ...reservation, status: 'SOMEWHERE' },
      { ...reservation, more: 1 },
      { ...reservation, userId: undefined },
      Object.fromEntries(Object.entries(reservation).reverse()),
      [reservation],
      null,
    ]
    for (const value of refused) expect(quick(value)).toBe(false)
    const sample = quickCheck(Sample)!
    expect(sample({ name: 'x', note: null, tags: ['a'], kind: 'car' })).toBe(true)
    expect(sample({ name: 'x', note: null, extra: 2, tags: [], kind: 'car' })).toBe(true)
    // biome-ignore lint/suspicious/noSparseArray: a hole is what is checked
    expect(sample({ name: 'x', note: null, tags: ['a', , 'b'], kind: 'car' })).toBe(false)
    expect(sample({ name: 'x', note: null, tags: [], kind: 'van' })).toBe(false)
  })

  it('agrees with the schema on records changed at random', () => {
    fc.assert(
      fc.property(mutated(reservation), (value) => agrees(StoredReservationSchema, value)),
      { numRuns: 500 },
    )
    fc.assert(
      fc.property(mutated(user), (value) => agrees(StoredUserSchema, value)),
      { numRuns: 500 },
    )
    fc.assert(
      fc.property(mutated({ name: 'x', note: null, extra: 1, tags: ['a'], kind: 'car' }), (value) =>
        agrees(Sample, value),
      ),
      { numRuns: 500 },
    )
  })
})
