import { snapshotDb } from '../db'
import { RECORDS_PER_TASK } from '../rules/next-task'
import { seedDatabase } from '../seed'
import { checkSnapshotFile, snapshotFile } from './snapshot-file'

// What the check does between two yields to the page: each date read and each yield, in order.
const steps = vi.hoisted(() => [] as Array<'date' | 'yield'>)
vi.mock('../../src/domain/dates', async (original) => {
  const dates = await original<typeof import('../../src/domain/dates')>()
  return {
    ...dates,
    isReceived: (text: string) => {
      steps.push('date')
      return dates.isReceived(text)
    },
  }
})
vi.mock('../rules/next-task', async (original) => {
  const next = await original<typeof import('../rules/next-task')>()
  return {
    ...next,
    nextTask: () => {
      steps.push('yield')
      return next.nextTask()
    },
  }
})

const SAVED = new Date('2026-06-17T10:00:00')

it('checks the rules of a large file in parts, yielding to the page between them', async () => {
  await seedDatabase({ now: SAVED })
  const { sessions: _, ...data } = snapshotDb()
  const reservations = Array.from({ length: 8 }, (_, copy) =>
    data.reservations.map((r) => ({ ...r, id: r.id + copy * 100_000 })),
  ).flat()
  expect(reservations.length).toBeGreaterThan(4 * RECORDS_PER_TASK)
  const file = snapshotFile({ ...data, reservations }, 'everyday', SAVED)
  steps.length = 0
  expect((await checkSnapshotFile(JSON.stringify(file), SAVED)).ok).toBe(true)
  // Two dates a reservation: at most a part's worth of them between two yields.
  const runs = steps
    .join(' ')
    .split('yield')
    .map((run) => run.split('date').length - 1)
  expect(runs.reduce((a, b) => a + b)).toBe(2 * reservations.length)
  expect(Math.max(...runs)).toBeLessThanOrEqual(2 * RECORDS_PER_TASK)
})
