import dayjs from 'dayjs'
import { snapshotDb } from '../db'
import { seedDatabase } from '../seed'
import { checkSnapshotFile, snapshotFile } from './snapshot-file'

const SAVED = new Date('2026-06-17T10:00:00')

async function savedFile() {
  await seedDatabase({ now: SAVED })
  const { sessions: _, ...data } = snapshotDb()
  return snapshotFile(data, 'everyday', SAVED)
}

describe('snapshot files', () => {
  it('load as saved on the day they were saved', async () => {
    const file = await savedFile()
    const check = await checkSnapshotFile(JSON.stringify(file), new Date('2026-06-17T23:00:00'))
    if (!check.ok) throw new Error(check.message)
    expect(check.movedDays).toBe(0)
    expect(check.data.reservations).toEqual(file.reservations)
    expect(check.data.users).toEqual(file.users)
  })

  it('move every trip forward by the days since they were saved, keeping the rest', async () => {
    const file = await savedFile()
    const check = await checkSnapshotFile(JSON.stringify(file), new Date('2026-06-20T08:00:00'))
    if (!check.ok) throw new Error(check.message)
    expect(check.movedDays).toBe(3)
    check.data.reservations.forEach((moved, i) => {
      const saved = file.reservations[i]!
      expect(dayjs(moved.pickUpTime).diff(dayjs(saved.pickUpTime), 'day')).toBe(3)
      expect(dayjs(moved.dropOfTime).diff(dayjs(saved.dropOfTime), 'day')).toBe(3)
      expect({ ...moved, pickUpTime: '', dropOfTime: '' }).toEqual({
        ...saved,
        pickUpTime: '',
        dropOfTime: '',
      })
    })
  })

  it('never move trips back for a file saved later than now', async () => {
    const file = await savedFile()
    const check = await checkSnapshotFile(JSON.stringify(file), new Date('2026-06-10T08:00:00'))
    expect(check.ok && check.movedDays).toBe(0)
  })

  it('read a scenario this version does not know as none', async () => {
    const file = { ...(await savedFile()), scenario: 'holiday-rush' }
    const check = await checkSnapshotFile(JSON.stringify(file), SAVED)
    expect(check.ok && check.file.scenario).toBeNull()
  })
})

describe('snapshot files of production data', () => {
  it('load what production lets through: a car booked twice, a reversed trip, e-mails that differ in case', async () => {
    const file = await savedFile()
    const created = file.reservations.find((r) => r.status === 'CREATED')!
    const user = file.users.find((u) => !u.builtIn)!
    file.reservations.push(
      { ...created, id: 99998 },
      { ...created, id: 99999, pickUpTime: created.dropOfTime, dropOfTime: created.pickUpTime },
    )
    file.users.push({ ...user, id: 99999, email: user.email.toUpperCase() })
    const check = await checkSnapshotFile(JSON.stringify(file), SAVED)
    expect(check.ok, check.ok ? '' : check.message).toBe(true)
  })

  it('carry the ids handed out, so a loaded copy never gives a deleted record’s id again', async () => {
    const file = {
      ...(await savedFile()),
      sequences: { users: 900, vehicles: 800, reservations: 700 },
    }
    const check = await checkSnapshotFile(JSON.stringify(file), SAVED)
    expect(check.ok && check.file.sequences).toEqual({
      users: 900,
      vehicles: 800,
      reservations: 700,
    })
  })
  it('check a large file in parts, other work running between them, and name a bad record by its place', async () => {
    const file = await savedFile()
    const many = Array.from({ length: 4 }, (_, copy) =>
      file.reservations.map((r) => ({ ...r, id: r.id + copy * 100_000 })),
    ).flat()
    const large = { ...file, reservations: many }
    const order: string[] = []
    setTimeout(() => order.push('other work'), 0)
    const check = await checkSnapshotFile(JSON.stringify(large), SAVED)
    order.push('checked')
    expect(check.ok).toBe(true)
    expect(order).toEqual(['other work', 'checked'])

    const bad = many.length - 5
    const broken = {
      ...large,
      reservations: many.map((r, i) => (i === bad ? { ...r, carId: 'x' } : r)),
    }
    const refused = await checkSnapshotFile(JSON.stringify(broken), SAVED)
    expect(refused).toEqual({
      ok: false,
      message: expect.stringContaining(`reservations.${bad}.carId: `),
    })
  })
})
