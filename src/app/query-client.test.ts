import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client'
import { vehicleQueries } from '../api/vehicle-queries'
import type { User } from '../domain/user'
import { session } from '../state/session'
import { testVehicle } from '../test/vehicle'
import { queryClient, retryOnce } from './query-client'

describe('retryOnce: which failed queries try again', () => {
  it('retries a network failure and a server error once', () => {
    for (const status of [0, 500, 503]) {
      expect(retryOnce(0, new ApiError('down', status))).toBe(true)
      expect(retryOnce(1, new ApiError('down', status))).toBe(false)
    }
  })

  it('never retries a 4xx or an error that is no response at all', () => {
    for (const status of [400, 401, 403, 404, 417])
      expect(retryOnce(0, new ApiError('refused', status))).toBe(false)
    expect(retryOnce(0, new Error('There is no vehicle at this address.'))).toBe(false)
  })
})

describe('the cache across sessions', () => {
  const user = (email: string) => ({ email, firstName: 'Ada' }) as User

  it("drops the last visitor's records when someone else signs in, and keeps the fleet", async () => {
    const fleet = [testVehicle()]
    queryClient.setQueryData(vehicleQueries.all().queryKey, fleet)
    queryClient.setQueryData(['reservations', 'mine'], [{ id: 1 }])
    session.user = user('first@autovia.test')
    // valtio tells its subscribers after the current task's changes.
    await Promise.resolve()
    expect(queryClient.getQueryData(['reservations', 'mine'])).toBeUndefined()

    queryClient.setQueryData(['reservations', 'mine'], [{ id: 2 }])
    session.user = { ...user('first@autovia.test'), firstName: 'Renamed' }
    await Promise.resolve()
    expect(queryClient.getQueryData(['reservations', 'mine'])).toEqual([{ id: 2 }])

    session.user = null
    await Promise.resolve()
    expect(queryClient.getQueryData(['reservations', 'mine'])).toBeUndefined()
    expect(queryClient.getQueryData(vehicleQueries.all().queryKey)).toBe(fleet)
  })
})
