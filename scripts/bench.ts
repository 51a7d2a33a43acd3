/** The embedded backend's operations at the large seed, in Node, as docs/performance.md describes them; it prints figures and never fails on time. tsx scripts/bench.ts [--runs N] */

import { parseArgs } from 'node:util'
import dayjs from 'dayjs'
import { getResponse } from 'msw'
import { clearDb, restoreDb, snapshotDb } from '../mocks/db'
import { createHandlers } from '../mocks/handlers/index'
import { carTaken } from '../mocks/rules/availability'
import { SavedCopy } from '../mocks/saved-copy'
import { SEED_SIZES, seedDatabase } from '../mocks/seed'
import { createTestClient } from '../mocks/test-client'
import { toReceived, toSent } from '../src/domain/dates'
import { runAsScript } from './entry'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } })
const RUNS = Math.max(5, Number(values.runs))
const BASE = 'http://bench.local/car-rental/api'
const handlers = createHandlers('http://bench.local/car-rental/api')

// Straight to the handlers, so the figures are the backend's own work.
const api = createTestClient(BASE, async (request) => {
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`no handler for ${request.url}`)
  return response
})

interface Row {
  operation: string
  runs: number
  median: number
  p95: number
  target?: number
}
const rows: Row[] = []

async function measure(
  operation: string,
  runs: number,
  act: (i: number) => Promise<unknown>,
  target?: number,
  /** Untimed runs first, so the median is of optimised code, as in a backend that has run. */
  warmUp = 0,
) {
  for (let i = runs; i < runs + warmUp; i++) await act(i)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const result = await act(i)
    // An act that times a part of itself returns that time.
    times.push(typeof result === 'number' ? result : performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  rows.push({ operation, runs, median: at(0.5), p95: at(0.95), target })
}

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(0)).padStart(8)

async function main() {
  const size = SEED_SIZES.large
  console.log(
    `Embedded backend at the large seed (${size.vehicles} vehicles, ${size.customers} customers, ${size.reservations} reservations), Node ${process.version}`,
  )
  await measure('seed the large database', 3, () => seedDatabase({ size: 'large' }), 1000)

  const admin = await api.loginAdmin()
  const customer = await api.loginCustomer()
  const start = dayjs().add(400, 'day').hour(8).minute(0).second(0)

  await measure(
    'availability check (GET /reservations/auth)',
    RUNS,
    async (i) => {
      const from = start.add(i, 'hour')
      const query = {
        carId: (i % size.vehicles) + 1,
        pickUpDateTime: toSent(from),
        dropOffDateTime: toSent(from.add(3, 'hour')),
      }
      await api.call('/reservations/auth', { token: customer, query })
    },
    0.5,
    20,
  )
  await measure(
    'availability rule alone (the index by vehicle)',
    RUNS,
    async (i) => {
      const from = start.add(i, 'hour')
      carTaken((i % size.vehicles) + 1, toReceived(from), toReceived(from.add(3, 'hour')))
    },
    0.5,
  )
  const book = async (carId: number, from: dayjs.Dayjs) => {
    const response = await api.call('/reservations/add', {
      method: 'POST',
      token: customer,
      query: { carId },
      body: {
        pickUpTime: toSent(from),
        dropOfTime: toSent(from.add(2, 'hour')),
        pickUpLocation: 'Bench',
        dropOfLocation: 'Bench',
      },
    })
    if (response.status !== 201) throw new Error(`booking responded ${response.status}`)
  }
  await measure(
    'booking (POST /reservations/add)',
    Math.min(RUNS, 100),
    (i) => book((i % size.vehicles) + 1, start.add(i * 5, 'hour')),
    5,
    20,
  )
  // The backend's part: the response's bytes, not the client's parsing of them.
  const listAll = async () => {
    const request = new Request(`${BASE}/reservations/admin/all`, {
      headers: { authorization: `Bearer ${admin}` },
    })
    const response = await getResponse(handlers, request)
    if (response?.status !== 200 || !response.body)
      throw new Error(`listing responded ${response?.status}`)
    // Not joined into one buffer: Node's fetch copies a large body again for that (the caller's).
    const reader = response.body.getReader()
    let bytes = 0
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length
    }
    if (bytes === 0) throw new Error('listing responded with no bytes')
  }
  await measure('list all reservations (GET /reservations/admin/all)', 10, listAll, 50, 2)
  await measure('  and parsed by the client', 10, () =>
    api.call('/reservations/admin/all', { token: admin }),
  )
  await measure(
    'reservations spreadsheet (GET /excel/download/reservations)',
    3,
    () => api.call('/excel/download/reservations', { token: admin }),
    1500,
  )
  await measure('list the fleet (GET /car/visitors/all)', 10, () => api.call('/car/visitors/all'))

  // A save after one change writes only the records that are no longer the same (saved-copy.ts).
  const saved = new SavedCopy()
  saved.matchesDb()
  let written = { chunks: 0, records: 0 }
  await measure('plan a save after one booking (what to write)', 20, async (i) => {
    const from = start.add(2000 + i * 5, 'hour')
    await book((i % size.vehicles) + 1, from)
    const started = performance.now()
    const plan = saved.plan()
    written = { chunks: plan.chunks, records: plan.records }
    plan.stored()
    return performance.now() - started
  })
  const snapshot = snapshotDb()
  const bytes = Buffer.byteLength(JSON.stringify(snapshot))
  await measure(
    'restore a parsed snapshot (page load in the demo)',
    3,
    () => restoreDb(snapshot, { parsed: true }),
    150,
  )
  let core = 0
  await measure('  of which until the first screen is served (then reservations)', 3, async () => {
    const started = performance.now()
    await restoreDb(snapshot, {
      parsed: true,
      coreReady: () => {
        core = performance.now() - started
      },
    })
    return core
  })
  await measure('  list all reservations, the first after a page load', 3, async () => {
    // A page load's records are new objects: none of their JSON has been written out yet.
    await restoreDb(structuredClone(snapshot), { parsed: true })
    const started = performance.now()
    await listAll()
    return performance.now() - started
  })
  await measure('empty the database', 3, async () => {
    await restoreDb(snapshot, { parsed: true })
    const started = performance.now()
    clearDb()
    return performance.now() - started
  })

  console.log('')
  console.log(
    `${'operation'.padEnd(62)}${'runs'.padStart(6)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}${'target ms'.padStart(11)}`,
  )
  for (const r of rows) {
    const verdict = r.target === undefined ? '' : r.median <= r.target ? '  ok' : '  over'
    console.log(
      `${r.operation.padEnd(62)}${String(r.runs).padStart(6)}${ms(r.median).padStart(11)}${ms(r.p95).padStart(9)}${(r.target === undefined ? '' : `< ${r.target}`).padStart(11)}${verdict}`,
    )
  }
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`
  console.log(
    `\nThe large database is ${mb(bytes)} of JSON; a save after one booking wrote ${written.chunks} chunk(s) holding ${written.records} of its ${Object.values(snapshot).reduce((n, list) => n + list.length, 0)} records.`,
  )
}

runAsScript(import.meta.url, main)
