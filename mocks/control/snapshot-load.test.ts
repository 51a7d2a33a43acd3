import { db, onClearDb, snapshotDb } from '../db'
import { setupMockBackend } from '../testing'
import { MockControl } from './mock-control'
import { type SnapshotFile, snapshotFile } from './snapshot-file'

const SAVED = Date.parse('2026-06-17T10:00:00')
const api = setupMockBackend({ now: SAVED })

/** The seed as a file, its reservations copied under new ids until a restore takes several parts. */
function largerFile(copies = 4): SnapshotFile {
  const { sessions: _, ...data } = snapshotDb()
  const reservations = Array.from({ length: copies }, (_, copy) =>
    data.reservations.map((r) => ({ ...r, id: r.id + copy * 100_000 })),
  ).flat()
  return snapshotFile({ ...data, reservations }, 'everyday', SAVED)
}

/** Counts from here on how often JSON.parse reads each text. */
function countParses() {
  const parse = vi.spyOn(JSON, 'parse')
  return (text: string) => parse.mock.calls.filter(([given]) => given === text).length
}

describe('loading a snapshot file the panel has checked', () => {
  it('parses and checks the file once: the load takes the check made when it was chosen', async () => {
    const control = new MockControl()
    let now = SAVED
    control.configure({ now: () => now })
    const file = largerFile()
    const text = JSON.stringify(file)
    const parses = countParses()
    expect(await control.checkSnapshot(text)).toMatchObject({ ok: true, movedDays: 0 })
    now += 60_000
    expect(await control.loadSnapshot(text)).toEqual({ ok: true, movedDays: 0 })
    expect(parses(text)).toBe(1)
    expect(db.reservations.count()).toBe(file.reservations.length)
  })

  it('checks afresh a text other than the one checked, a second load, and a load on a later day', async () => {
    const control = new MockControl()
    let now = SAVED
    control.configure({ now: () => now })
    const text = JSON.stringify(largerFile())
    const other = JSON.stringify({ ...largerFile(2), scenario: 'first-day' })
    const parses = countParses()
    await control.checkSnapshot(text)
    expect(await control.loadSnapshot(other)).toEqual({ ok: true, movedDays: 0 })
    expect([parses(text), parses(other)]).toEqual([1, 1])
    expect(control.scenario).toBe('first-day')

    await control.checkSnapshot(text)
    await control.loadSnapshot(text)
    await control.loadSnapshot(text)
    expect(parses(text)).toBe(3)

    await control.checkSnapshot(text)
    now += 24 * 3_600_000
    // Checked yesterday: its trips move by the day since, as a file chosen today's would.
    expect(await control.loadSnapshot(text)).toEqual({ ok: true, movedDays: 1 })
    expect(parses(text)).toBe(5)
  })

  it('keeps no refused file: its load is refused with the same message', async () => {
    const control = new MockControl()
    control.configure({ now: () => SAVED })
    const file = largerFile()
    const text = JSON.stringify({
      ...file,
      reservations: [{ ...file.reservations[0], carId: 'x' }],
    })
    const refused = await control.checkSnapshot(text)
    expect(refused.ok).toBe(false)
    expect(await control.loadSnapshot(text)).toEqual(refused)
  })

  it('holds every read while the data is swapped in parts: a read never sees half a database', async () => {
    const admin = await api.loginAdmin()
    const control = new MockControl()
    control.configure({ now: () => SAVED })
    const file = largerFile()
    const text = JSON.stringify(file)
    await control.checkSnapshot(text)
    // Asked for the moment the old data is dropped, while the new one goes in a part at a time.
    let reads: Promise<Array<{ status: number; body: unknown }>> | undefined
    onClearDb(() => {
      reads ??= Promise.all([
        api.call('/reservations/admin/all', { token: admin }),
        api.call('/car/visitors/all'),
      ])
    })
    expect(await control.loadSnapshot(text)).toEqual({ ok: true, movedDays: 0 })
    expect(reads).toBeDefined()
    const [reservations, cars] = await reads!
    expect(reservations!.status).toBe(200)
    expect(reservations!.body).toHaveLength(file.reservations.length)
    expect(cars!.body).toHaveLength(file.vehicles.length)
  })
})
