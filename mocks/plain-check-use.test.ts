import * as z from 'zod'
import { plainCheckOf } from '../src/domain/plain-check'
import {
  StoredImageSchema,
  StoredReservationSchema,
  StoredSessionSchema,
  StoredUserSchema,
  StoredVehicleSchema,
} from './db'

describe('the stored copy', () => {
  it('has a quick check for every collection, so a page load never falls back to zod for good data', () => {
    for (const schema of [
      StoredReservationSchema,
      StoredUserSchema,
      StoredVehicleSchema,
      StoredImageSchema,
      StoredSessionSchema,
    ]) {
      expect(plainCheckOf(z.array(schema))).toBeTypeOf('function')
    }
  })
})
