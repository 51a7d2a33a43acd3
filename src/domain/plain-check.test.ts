import fc from 'fast-check'
import * as z from 'zod'
import { parsePlain, plainCheckOf } from './plain-check'
import { ReservationSchema } from './reservation'
import { UserListItemSchema } from './user'
import { VehicleSchema } from './vehicle'

// Shaped like the embedded backend's stored records (mocks/db.ts; mocks/plain-check-use.test.ts
// checks that every stored collection gets a quick check).
const StoredReservationSchema = ReservationSchema.omit({ car: true }).extend({
  carId: z.number().int(),
})
const StoredImageSchema = z.union([
  z.object({ id: z.string(), name: z.string(), contentType: z.string(), base64: z.string() }),
  z.object({
    id: z.string(),
    name: z.string(),
    contentType: z.literal('image/svg+xml'),
    drawing: z.object({
      body: z.enum(['suv', 'coupe']),
      paint: z.enum(['Graphite', 'Champagne']),
      backdrop: z.number().int().min(0),
    }),
  }),
])

const reservation = {
  id: 7,
  userId: 2,
  carId: 5,
  pickUpTime: '2026-05-20T10:00:00',
  dropOfTime: '2026-05-21T10:00:00',
  pickUpLocation: 'Airport',
  dropOfLocation: 'Station',
  status: 'CREATED',
  totalPrice: 120.5,
}
const drawn = {
  id: 'a',
  name: 'car.svg',
  contentType: 'image/svg+xml',
  drawing: { body: 'suv', paint: 'Graphite', backdrop: 2 },
}

describe('the quick check of plain records', () => {
  it('covers the records of the API, so good answers and stored copies never wait for zod', () => {
    for (const schema of [
      ReservationSchema,
      UserListItemSchema,
      VehicleSchema,
      StoredImageSchema,
    ]) {
      expect(plainCheckOf(z.array(schema))).toBeTypeOf('function')
    }
    expect(plainCheckOf(StoredReservationSchema)?.(reservation)).toBe(true)
    expect(plainCheckOf(StoredImageSchema)?.(drawn)).toBe(true)
  })

  it('knows no part it cannot answer for exactly as zod does', () => {
    expect(plainCheckOf(z.string().min(1))).toBeUndefined()
    expect(plainCheckOf(z.object({ a: z.string().optional() }))).toBeUndefined()
    expect(plainCheckOf(z.object({ a: z.string() }).strict())).toBeUndefined()
    expect(plainCheckOf(z.array(z.number()).min(1))).toBeUndefined()
    expect(plainCheckOf(z.number().max(3))).toBeUndefined()
    expect(plainCheckOf(z.date())).toBeUndefined()
  })

  it('passes only what zod accepts as it is, and zod answers for the rest', () => {
    const schema = z.array(z.union([StoredReservationSchema, StoredImageSchema]))
    const check = plainCheckOf(schema)!
    // Good records, and records with one field changed to anything at all.
    const field = fc.constantFrom(...Object.keys(reservation), ...Object.keys(drawn), 'extra')
    const record = fc.oneof(
      fc.constant(reservation),
      fc.constant(drawn),
      fc
        .tuple(fc.constantFrom<object>(reservation, drawn), field, fc.anything())
        .map(([base, key, value]) => ({ ...base, [key]: value })),
      fc.tuple(fc.constant(drawn), fc.anything()).map(([base, value]) => ({
        ...base,
        drawing: { ...base.drawing, backdrop: value },
      })),
    )
    fc.assert(
      fc.property(fc.array(record, { maxLength: 4 }), (records) => {
        const parsed = schema.safeParse(records)
        if (check(records)) {
          expect(parsed.success).toBe(true)
          expect(parsed.data).toEqual(records)
        }
        const quick = parsePlain(schema, records)
        expect(quick.success).toBe(parsed.success)
        if (quick.success) expect(quick.data).toEqual(parsed.data)
        else expect(quick.error.issues).toEqual(parsed.error?.issues)
      }),
    )
  })

  it('refuses numbers zod refuses and extra or missing keys', () => {
    const check = plainCheckOf(StoredReservationSchema)!
    expect(check({ ...reservation, id: 1.5 })).toBe(false)
    expect(check({ ...reservation, totalPrice: Number.NaN })).toBe(false)
    expect(check({ ...reservation, totalPrice: Number.POSITIVE_INFINITY })).toBe(false)
    expect(check({ ...reservation, id: 2 ** 60 })).toBe(false)
    expect(check({ ...reservation, status: 'LOST' })).toBe(false)
    expect(check({ ...reservation, extra: 1 })).toBe(false)
    const { carId: _carId, ...missing } = reservation
    expect(check(missing)).toBe(false)
    // Not a plain record: zod decides.
    expect(check(Object.assign(Object.create({ inherited: 1 }), reservation))).toBe(false)
    const image = plainCheckOf(StoredImageSchema)!
    expect(image({ ...drawn, drawing: { ...drawn.drawing, backdrop: -1 } })).toBe(false)
    expect(image({ ...drawn, contentType: 'image/png' })).toBe(false)
  })
})
