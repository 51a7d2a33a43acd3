import { loadMessages } from '../../i18n/i18n'
import { failureLabel, readFailure } from './failure-labels'
import { filterCalls, readableBody, statusClassOf } from './panel/log-filter'

// English's messages with placeholders come with the demo's part, as the demo bar loads it first.
beforeAll(() => loadMessages('demo'))

describe('failure labels', () => {
  it('names each kind, its delay and how long it lasts', () => {
    expect(failureLabel('error:once')).toBe('Server error (next call)')
    expect(failureLabel('expired')).toBe('Session expired (until turned off)')
    expect(failureLabel('offline')).toBe('Network down (until turned off)')
    expect(failureLabel('slow:1500:once')).toBe('Slow, 1.5 s (next call)')
    expect(readFailure('slow:800')).toEqual({ kind: 'slow', delayMs: 800, once: false })
    expect(readFailure('error')).toEqual({ kind: 'error', once: false })
  })

  it('names the fault patterns with what is left of them', () => {
    expect(failureLabel('fail-then-ok:2')).toBe('Fails, then works (2 more calls)')
    expect(failureLabel('rate:0.25')).toBe('Fails at random (25% of calls)')
    expect(failureLabel('timeout')).toBe('No answer (until turned off)')
    expect(failureLabel('reset:once')).toBe('Connection reset (next call)')
  })
})

describe('the request log filter', () => {
  const call = (id: number, status: number, path: string) => ({
    id,
    time: '2026-06-17T10:00:00.000Z',
    method: 'GET',
    path,
    status,
    durationMs: 1,
  })
  const calls = [
    call(1, 200, '/car-rental/api/car/visitors/all'),
    call(2, 0, '/car-rental/api/reservations/add'),
    call(3, 401, '/car-rental/api/user'),
    call(4, 500, '/car-rental/api/Reservations/auth/all'),
  ]

  it('shows the newest first, by status class and by path text in any case', () => {
    expect(filterCalls(calls, 'all', '').map((c) => c.id)).toEqual([4, 3, 2, 1])
    expect(filterCalls(calls, 'failed', '').map((c) => c.id)).toEqual([2])
    expect(filterCalls(calls, '4xx', '').map((c) => c.id)).toEqual([3])
    expect(filterCalls(calls, 'all', ' reservations ').map((c) => c.id)).toEqual([4, 2])
    expect(filterCalls(calls, '2xx', 'reservations')).toEqual([])
    expect(statusClassOf(0)).toBe('failed')
    expect(statusClassOf(503)).toBe('5xx')
  })

  it('indents JSON bodies and keeps others as they are', () => {
    expect(readableBody('{"a":1}')).toBe('{\n  "a": 1\n}')
    expect(readableBody('[12 bytes, image/png]')).toBe('[12 bytes, image/png]')
    expect(readableBody(undefined)).toBe('(none)')
  })
})
