/** Restoring the database from a stored copy, as the browser does at page load. */
import { CORE_COLLECTIONS, clearDb, db, onClearDb, restoreDb, snapshotDb } from './db'
import { seedDatabase } from './seed'

beforeEach(() => seedDatabase())

describe('restoring a stored copy', () => {
  it('gives back the same database', async () => {
    const before = snapshotDb()
    await restoreDb(before)
    expect(snapshotDb()).toEqual(before)
    await restoreDb(before, { parsed: true })
    expect(snapshotDb()).toEqual(before)
  })

  it('checks every record unless the copy was parsed whole before', async () => {
    const before = snapshotDb()
    const broken = { ...before, users: [{ ...before.users[0]!, email: 42 as unknown as string }] }
    // The store prints the schema's complaints.
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(restoreDb(broken)).rejects.toThrow()
    // Nothing half restored is left behind.
    expect(db.users.count() + db.vehicles.count() + db.reservations.count()).toBe(0)
    // A parsed copy is not checked a second time: this one goes in as it is.
    await restoreDb(broken, { parsed: true })
    expect(db.users.all()[0]!.email).toBe(42)
    // And the schema is in force again for every later create.
    await expect(
      db.users.create({ ...before.users[1]!, email: 43 as unknown as string }),
    ).rejects.toThrow()
    expect(complaints).toHaveBeenCalledTimes(2)
  })

  it('says when everything the first screen reads is in, before the reservations follow', async () => {
    const before = snapshotDb()
    const seen: Record<string, number> = {}
    await restoreDb(before, {
      parsed: true,
      coreReady: () => {
        for (const name of [...CORE_COLLECTIONS, 'reservations'] as const)
          seen[name] = db[name].count()
      },
    })
    expect(seen).toEqual({
      users: before.users.length,
      sessions: before.sessions.length,
      vehicles: before.vehicles.length,
      images: before.images.length,
      reservations: 0,
    })
    expect(db.reservations.count()).toBe(before.reservations.length)
  })

  it('says the data is about to be emptied when a failure follows the first screen, and not before', async () => {
    const before = snapshotDb()
    const seen: number[] = []
    const emptying = () => seen.push(db.vehicles.count())
    const corrupt = async () => {
      throw new Error('corrupt reservations')
    }
    await expect(
      restoreDb({ ...before, reservations: corrupt }, { parsed: true, emptying }),
    ).rejects.toThrow('corrupt reservations')
    // Told while the first screen's data was still there, then emptied.
    expect(seen).toEqual([before.vehicles.length])
    expect(db.vehicles.count()).toBe(0)
    // A failure within the first screen's collections: no read was let through, so nothing is said.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = { ...before, users: [{ ...before.users[0]!, email: 42 as unknown as string }] }
    await expect(restoreDb(broken, { emptying })).rejects.toThrow()
    expect(seen).toHaveLength(1)
  })

  it('keeps the list order, and the store finds, updates and deletes each restored record', async () => {
    const before = snapshotDb()
    await restoreDb(before, { parsed: true })
    expect(db.reservations.all().map((r) => r.id)).toEqual(before.reservations.map((r) => r.id))

    const [first, second, third] = before.reservations
    await db.reservations.update((q) => q.where({ id: second!.id }), {
      data(r) {
        r.status = 'CANCELED'
      },
    })
    await db.reservations.delete((q) => q.where({ id: third!.id }))
    const after = db.reservations.all()
    expect(after).toHaveLength(before.reservations.length - 1)
    expect(after.find((r) => r.id === second!.id)?.status).toBe('CANCELED')
    expect(after.find((r) => r.id === first!.id)).toEqual(first)
    expect(after.some((r) => r.id === third!.id)).toBe(false)
    // Created afterwards, with the store's own key, next to the restored ones.
    await db.reservations.create({ ...third!, id: 9999 })
    await db.reservations.delete((q) => q.where({ id: 9999 }))
    expect(db.reservations.count()).toBe(before.reservations.length - 1)
  })

  it('empties every collection at once and tells the indexes to start over', () => {
    let told = 0
    onClearDb(() => {
      told++
    })
    expect(db.reservations.count()).toBeGreaterThan(0)
    clearDb()
    for (const collection of Object.values(db)) expect(collection.count()).toBe(0)
    expect(told).toBe(1)
  })
  it('puts a parsed copy in with keys of its own, leaving the given records as they were', async () => {
    const before = snapshotDb()
    const given = structuredClone(before)
    const keys = vi.spyOn(globalThis.crypto, 'randomUUID')
    await restoreDb(given, { parsed: true })
    // The store's random key per record cost more than the rest of a restore in Chromium.
    expect(keys).not.toHaveBeenCalled()
    keys.mockRestore()
    expect(given).toEqual(before)
    for (const record of given.reservations)
      expect(Object.getOwnPropertySymbols(record)).toEqual([])
    expect(db.reservations.all()[0]).not.toBe(given.reservations[0])
    // The same copy again, as a second tab's catch-up does.
    await restoreDb(given, { parsed: true })
    expect(snapshotDb()).toEqual(before)
    // Each record keeps a key of its own: an update finds the one it means.
    const last = before.reservations.at(-1)!
    await db.reservations.update((q) => q.where({ id: last.id }), {
      data(r) {
        r.status = 'CANCELED'
      },
    })
    expect(
      db.reservations.all().filter((r) => r.status === 'CANCELED' && r.id === last.id),
    ).toHaveLength(1)
    expect(db.reservations.all()[0]).toEqual(before.reservations[0])
  })

  it('keeps the records of a fresh copy themselves, with keys of their own', async () => {
    const before = snapshotDb()
    const given = structuredClone(before)
    const keys = vi.spyOn(globalThis.crypto, 'randomUUID')
    await restoreDb(given, { parsed: true, fresh: true })
    expect(keys).not.toHaveBeenCalled()
    keys.mockRestore()
    // No copy of what no one else holds: the store keeps the very records it was handed.
    expect(db.reservations.all()[0]).toBe(given.reservations[0])
    expect(db.users.all().at(-1)).toBe(given.users.at(-1))
    expect(snapshotDb()).toEqual(before)
    const last = before.reservations.at(-1)!
    await db.reservations.update((q) => q.where({ id: last.id }), {
      data(r) {
        r.status = 'CANCELED'
      },
    })
    expect(db.reservations.findFirst((q) => q.where({ id: last.id }))?.status).toBe('CANCELED')
    expect(db.reservations.count()).toBe(before.reservations.length)
  })
})
