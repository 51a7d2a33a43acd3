/**
 * What a save writes in the browser: the chunks holding records that changed since the stored
 * copy was made, the chunks left empty, or everything when the stored copy is unknown.
 */
import { db, snapshotDb } from './db'
import { SavedCopy } from './saved-copy'
import { CHUNK_SIZE, chunkOf, TEXT_CHUNKS } from './storage-keys'
import { setupMockBackend } from './testing'

const api = setupMockBackend()

const flat = (chunks: Array<[unknown, object[]]> = []) => chunks.flatMap(([, records]) => records)

describe('chunks', () => {
  it('group numeric ids in runs and spread text keys over a fixed number', () => {
    expect(chunkOf(0)).toBe(0)
    expect(chunkOf(CHUNK_SIZE - 1)).toBe(0)
    expect(chunkOf(CHUNK_SIZE)).toBe(1)
    const tokens = Array.from({ length: 500 }, (_, i) => `token-${i}-${i * 7919}`)
    const spread = new Set(tokens.map(chunkOf))
    expect(spread.size).toBe(TEXT_CHUNKS)
    expect(chunkOf(tokens[3]!)).toBe(chunkOf(tokens[3]!))
  })
})

describe('the stored copy', () => {
  it('is written whole while unknown, then not at all until something changes', () => {
    const copy = new SavedCopy()
    const first = copy.plan()
    expect(first.whole).toBe(true)
    const snapshot = snapshotDb()
    expect(flat(first.put.reservations)).toHaveLength(snapshot.reservations.length)
    expect(flat(first.put.users)).toHaveLength(snapshot.users.length)
    expect(first.records).toBe(Object.values(snapshot).reduce((n, list) => n + list.length, 0))
    for (const [chunk, records] of first.put.reservations ?? []) {
      for (const r of records) expect(chunkOf(r.id)).toBe(chunk)
    }
    first.stored()
    expect(copy.plan()).toMatchObject({ whole: false, chunks: 0, records: 0, put: {}, remove: {} })
  })

  it('writes the one chunk a change touched, whole, and nothing else', async () => {
    const copy = new SavedCopy()
    copy.matchesDb()
    const admin = await api.loginAdmin()
    let plan = copy.plan()
    // Signing in made a session: its chunk alone is written, with that session in it.
    expect(plan.chunks).toBe(1)
    expect(plan.put.sessions).toHaveLength(1)
    expect(plan.put.sessions![0]![0]).toBe(chunkOf(admin))
    expect(flat(plan.put.sessions).map((s) => (s as { token: string }).token)).toContain(admin)
    plan.stored()

    const reservation = db.reservations.all()[0]!
    await db.reservations.update((q) => q.where({ id: reservation.id }), {
      data: (r) => {
        r.status = 'CANCELED'
      },
    })
    plan = copy.plan()
    expect(plan.chunks).toBe(1)
    expect(Object.keys(plan.put)).toEqual(['reservations'])
    const [chunk, records] = plan.put.reservations![0]!
    expect(chunk).toBe(chunkOf(reservation.id))
    // The chunk as it is now: every reservation in it, the changed one changed.
    const inChunk = db.reservations.all().filter((r) => chunkOf(r.id) === chunk)
    expect(records).toEqual(inChunk)
    expect(records.find((r) => r.id === reservation.id)?.status).toBe('CANCELED')
    plan.stored()

    db.reservations.delete((q) => q.where({ id: reservation.id }))
    plan = copy.plan()
    expect(plan.chunks).toBe(1)
    expect(flat(plan.put.reservations).map((r) => (r as { id: number }).id)).not.toContain(
      reservation.id,
    )
  })

  it('drops a chunk whose last record is gone', async () => {
    const copy = new SavedCopy()
    const lonely = { ...db.users.all()[1]!, id: 40 * CHUNK_SIZE, email: 'lonely@example.com' }
    await db.users.create(lonely)
    copy.matchesDb()
    db.users.delete((q) => q.where({ id: lonely.id }))
    const plan = copy.plan()
    expect(plan).toMatchObject({ chunks: 1, records: 0, put: {}, remove: { users: [40] } })
  })

  it('writes everything again once forgotten (a reseed, dates moved), until that is stored', () => {
    const copy = new SavedCopy()
    copy.matchesDb()
    copy.forget()
    expect(copy.plan().whole).toBe(true)
    // Not stored (the write failed): the next plan is whole again.
    expect(copy.plan().whole).toBe(true)
  })
})
