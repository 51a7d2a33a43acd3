/**
 * Property-based fuzzing of the embedded backend over real HTTP (mocks/server.ts): thousands
 * of generated requests at every endpoint (malformed JSON, wrong types, missing and extra
 * fields, huge strings, unicode, odd numbers and dates, bad ids, path tricks, oversized
 * uploads), one at a time and concurrently, then random valid sequences (register, sign in,
 * book, admin edits and deletes) sent concurrently. After every step the invariants below
 * must hold. The run's seed is printed; `FUZZ_SEED=<n> npx vitest run mocks/handlers/fuzz`
 * replays it.
 */
import { Agent, request as httpRequest } from 'node:http'
import dayjs from 'dayjs'
import fc from 'fast-check'
import { toSent, wholeHoursBetween } from '../../src/domain/dates'
import { API_CALLS } from '../api-calls'
import { db } from '../db'
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORDS } from '../seed-demo'
import { type RunningMockServer, startMockServer } from '../server'
import { sentAhead } from '../test-client'

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const agent = new Agent({ keepAlive: true, maxSockets: 16 })
let server: RunningMockServer
let tokens: { customer: string; admin: string }
let sent = 0
let checks = 0

interface RawResponse {
  status: number
  text: string
}

/** One raw HTTP request: the path goes out byte for byte, tricks included. */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer) {
  sent++
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, method, path, headers, agent },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('latin1') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    // As an HTTP client would send it: the body with its length (see server.test.ts for bytes
    // that are not a well-formed request).
    if (body) req.setHeader('Content-Length', body.length)
    req.end(body)
  })
}

const BASE = '/car-rental/api'

const FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'firstName',
  'lastName',
  'phoneNumber',
  'address',
  'zipCode',
  'roles',
  'model',
  'doors',
  'seats',
  'luggage',
  'transmission',
  'airConditioning',
  'age',
  'pricePerHour',
  'fuelType',
  'pickUpTime',
  'dropOfTime',
  'pickUpLocation',
  'dropOfLocation',
  'status',
  'id',
  'builtIn',
  'passwordHash',
  '__proto__',
  'constructor',
]

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'a'.repeat(100_000),
    '<script>alert(1)</script>',
    'admin@autovia.test',
    'customer@autovia.test',
    'Customer',
    'Administrator',
    'CREATED',
    'DONE',
    'CANCELED',
    'Automatic',
    'Gasoline',
    '02/30/2027 10:00:00',
    '13/01/2027 10:00:00',
    '2027-01-01T10:00:00',
    '01/01/1970 00:00:00',
    '12/31/9999 23:59:59',
    '\u0000',
    '\u202e',
    '😀'.repeat(20),
  ),
  fc.integer({ min: 1, max: 400 }).map((days) => sentAhead(days, 10)),
)
const oddNumber = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 0.125),
)
const oddValue = fc.oneof(
  oddText,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(oddText, { maxLength: 3 }),
  fc.constantFrom(['Customer'], ['Administrator'], ['Root'], {}),
)

/** Raw path segments: numbers, words, broken percent-encoding, dot segments. */
const pathValue = fc.oneof(
  fc.integer({ min: -3, max: 80 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1e3',
    '1.5',
    '999999999999999999999999',
    'NaN',
    'abc',
    '%',
    '%FF',
    '%E0%A4%A',
    '%00',
    '..',
    '../..',
    '%2e%2e%2f',
    '..%2f..%2fetc%2fpasswd',
    '1;drop',
    '%20',
    '~',
  ),
  fc
    .string({ unit: fc.constantFrom(...'abc019%._-~!$&()*+,;=:@'.split('')), maxLength: 12 })
    .filter((s) => s.length > 0),
)

const queryValue = fc.oneof(oddText, oddNumber.map(String), pathValue)
const query = fc
  .dictionary(
    fc.constantFrom(
      'carId',
      'reservationId',
      'id',
      'imageId',
      'pickUpDateTime',
      'dropOffDateTime',
      'x',
    ),
    queryValue,
    { maxKeys: 5 },
  )
  .map((q) =>
    Object.entries(q)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&'),
  )

const jsonBody = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELDS), oddValue, { maxKeys: 12 })
    .map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '{"email":', 'null', '[]', '"x"', 'true', '{"a":1}}', '\u0000', ''),
  fc.string({ maxLength: 200 }),
)

function multipart(bytes: Uint8Array, field: string, type: string) {
  const boundary = 'fuzzboundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f.bin"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(head),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

const uploadBody = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.constant(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])),
  fc.constant(
    new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
  ),
  fc.constant(new TextEncoder().encode('<!doctype html><script>alert(1)</script>')),
  fc.constant(new Uint8Array(2 * 1024 * 1024 + 1).fill(137)),
)

interface Generated {
  method: string
  path: string
  token: 'none' | 'customer' | 'admin' | 'garbage'
  contentType: string | undefined
  body: Buffer | undefined
}

const generated: fc.Arbitrary<Generated> = fc
  .record({
    endpoint: fc.constantFrom(...API_CALLS),
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant(undefined) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('TRACE', 'HEAD', 'OPTIONS', 'FOO', 'CONNECTX', 'GET', 'DELETE'),
      },
    ),
    id: pathValue,
    image: pathValue,
    query: fc.option(query, { nil: undefined }),
    token: fc.constantFrom('none', 'customer', 'admin', 'garbage'),
    json: jsonBody,
    upload: fc.record({ bytes: uploadBody, field: fc.constantFrom('file', 'picture') }),
    contentType: fc.constantFrom('application/json', 'text/plain', undefined),
  })
  .map(({ endpoint, method, id, image, query: q, token, json, upload, contentType }) => {
    const [endpointMethod, template] = endpoint
    const path = `${BASE}${template.replace('{id}', id).replace('{imageId}', image)}${q ? `?${q}` : ''}`
    const isUpload = template === '/files/upload'
    const form = isUpload ? multipart(upload.bytes, upload.field, 'image/png') : undefined
    return {
      method: method ?? endpointMethod,
      path,
      token,
      contentType: form ? form.type : contentType,
      body: form ? form.body : Buffer.from(json, 'utf8'),
    }
  })

async function fire(request: Generated): Promise<RawResponse> {
  const headers: Record<string, string> = {}
  if (request.contentType) headers['Content-Type'] = request.contentType
  if (request.token === 'customer') headers.Authorization = `Bearer ${tokens.customer}`
  if (request.token === 'admin') headers.Authorization = `Bearer ${tokens.admin}`
  if (request.token === 'garbage') headers.Authorization = 'Bearer not.a.token'
  const withBody = request.method !== 'GET' && request.method !== 'HEAD'
  const response = await send(
    request.method,
    request.path,
    headers,
    withBody ? request.body : undefined,
  )
  expectSoundResponse(request.method, request.path, response)
  return response
}

const SECRETS = [
  DEMO_PASSWORDS.admin,
  DEMO_PASSWORDS.customer,
  'Fuzz#2026',
  'passwordHash',
  'pbkdf2$',
]

/** No 5xx, errors in Spring's shape with a message, no password or hash in any response. */
function expectSoundResponse(method: string, path: string, response: RawResponse) {
  const what = `${method} ${path.slice(0, 200)} -> ${response.status}`
  expect(response.status, what).toBeLessThan(500)
  for (const secret of SECRETS) expect(response.text.includes(secret), `${what} leaks`).toBe(false)
  if (response.status >= 400 && method !== 'HEAD') {
    const body = JSON.parse(response.text) as { message?: unknown; status?: unknown }
    // docs/api.md: a refused upload is production's bare `{ message }` (417); the rest is Spring's.
    if (response.status !== 417) expect(body.status, what).toBe(response.status)
    expect(typeof body.message === 'string' && body.message.length > 0, what).toBe(true)
  }
}

// ---- Invariants, read straight from the database the server uses.

let builtInBefore = ''
/** The seed's last reservation, and the reservations an edit of the fuzz has moved. */
let seededUpTo = 0
const edited = new Set<number>()
const priceOf = new Map<number, number | 'changed'>()
const priced = new Map<number, string>()
const builtInRecords = () =>
  JSON.stringify({
    users: db.users.findMany((q) => q.where({ builtIn: true })),
    vehicles: db.vehicles.findMany((q) => q.where({ builtIn: true })),
  })

function expectInvariants() {
  checks++
  // Problems are collected and asserted once: an expect per record would be the slow part.
  const problems: string[] = []
  const users = new Set(db.users.all().map((u) => u.id))
  const vehicles = db.vehicles.all()
  const cars = new Set(vehicles.map((v) => v.id))
  for (const v of vehicles) {
    const seen = priceOf.get(v.id)
    if (seen === undefined) priceOf.set(v.id, v.pricePerHour)
    else if (seen !== 'changed' && seen !== v.pricePerHour) priceOf.set(v.id, 'changed')
  }
  const reservations = db.reservations.all()
  for (const r of reservations) {
    if (!cars.has(r.carId)) problems.push(`reservation ${r.id} points at no car (${r.carId})`)
    if (!users.has(r.userId)) problems.push(`reservation ${r.id} points at no user (${r.userId})`)
    const price = priceOf.get(r.carId)
    // Prices are checked once per version of a reservation (dates are slow to parse).
    const version = `${r.carId} ${r.pickUpTime} ${r.dropOfTime} ${r.totalPrice} ${price}`
    if (priced.get(r.id) === version) continue
    priced.set(r.id, version)
    if (typeof price === 'number') {
      const hours = wholeHoursBetween(r.pickUpTime, r.dropOfTime)
      if (r.totalPrice !== price * hours) {
        problems.push(`reservation ${r.id} costs ${r.totalPrice}, not ${price} x ${hours}`)
      }
    }
  }
  // A booking is let through only when no active trip of its car holds either of its ends
  // (production's rule, which lets a booking enclose another). An administrator's edit may
  // move a trip anywhere (a car change is never checked), so edited trips are left out.
  const booked = reservations.filter(
    (r) => r.status === 'CREATED' && r.id > seededUpTo && !edited.has(r.id),
  )
  const byCar = new Map<number, typeof booked>()
  for (const r of booked) byCar.set(r.carId, [...(byCar.get(r.carId) ?? []), r])
  for (const trips of byCar.values()) {
    for (const a of trips) {
      for (const b of trips) {
        const within = (at: string) => a.pickUpTime <= at && at <= a.dropOfTime
        if (a.id < b.id && (within(b.pickUpTime) || within(b.dropOfTime))) {
          problems.push(`reservation ${b.id} was let onto car ${a.carId} over ${a.id}`)
        }
      }
    }
  }
  // Production's unique column compares e-mails exactly, case included.
  const emails = db.users.all().map((u) => u.email)
  if (new Set(emails).size !== emails.length) problems.push('two accounts share an e-mail')
  if (builtInRecords() !== builtInBefore) problems.push('a built-in record changed')
  expect(problems).toEqual([])
}

beforeAll(async () => {
  server = await startMockServer({ port: 0, log: false })
  const login = async (email: string, password: string) => {
    const response = await send(
      'POST',
      `${BASE}/login`,
      { 'Content-Type': 'application/json' },
      Buffer.from(JSON.stringify({ email, password })),
    )
    return (JSON.parse(response.text) as { token: string }).token
  }
  tokens = {
    customer: await login(DEMO_CUSTOMER.email, DEMO_PASSWORDS.customer),
    admin: await login(DEMO_ADMIN.email, DEMO_PASSWORDS.admin),
  }
  builtInBefore = builtInRecords()
  seededUpTo = Math.max(...db.reservations.all().map((r) => r.id))
  console.log(`fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED})`)
})

afterAll(async () => {
  console.log(`fuzz: ${sent} requests sent, invariants checked ${checks} times`)
  agent.destroy()
  await server.close()
})

describe('fuzzing the embedded backend', () => {
  it('handles 5,000 generated requests, one at a time, without breaking an invariant', async () => {
    await fc.assert(
      fc.asyncProperty(generated, async (request) => {
        await fire(request)
        expectInvariants()
      }),
      { seed: SEED, numRuns: 5000 },
    )
  }, 240_000)

  it('handles generated requests sent eight at a time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(generated, { minLength: 8, maxLength: 8 }), async (batch) => {
        await Promise.all(batch.map(fire))
        expectInvariants()
      }),
      { seed: SEED + 1, numRuns: 150 },
    )
  }, 240_000)

  it('keeps its invariants through random valid sequences sent concurrently', async () => {
    const people: Array<{ email: string; token?: string }> = []
    const succeeded: Record<string, number> = {}
    const json = (body: unknown) => Buffer.from(JSON.stringify(body))
    const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
      send(
        method,
        `${BASE}${path}`,
        {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body === undefined ? undefined : json(body),
      ).then((response) => {
        expectSoundResponse(method, path, response)
        if (response.status < 300)
          succeeded[`${method} ${path.split('?')[0]}`] =
            1 + (succeeded[`${method} ${path.split('?')[0]}`] ?? 0)
        return response
      })
    const person = (email: string) => ({
      firstName: 'Fuzz',
      lastName: 'Walker',
      phoneNumber: '(555) 010-2020',
      address: '9 Random Walk',
      zipCode: '10001',
      email,
    })
    const carIds = () => db.vehicles.all().map((v) => v.id)
    const reservationIds = () => db.reservations.all().map((r) => r.id)

    const action = fc.oneof(
      fc.record({ kind: fc.constant('register' as const), n: fc.integer({ min: 0, max: 15 }) }),
      fc.record({ kind: fc.constant('login' as const), n: fc.integer({ min: 0, max: 15 }) }),
      fc.record({
        kind: fc.constant('book' as const),
        who: fc.integer({ min: 0, max: 15 }),
        car: fc.integer({ min: 0, max: 60 }),
        day: fc.integer({ min: 300, max: 310 }),
        from: fc.integer({ min: 0, max: 20 }),
        hours: fc.integer({ min: 1, max: 30 }),
      }),
      fc.record({
        kind: fc.constant('adminEdit' as const),
        pick: fc.nat(),
        car: fc.integer({ min: 0, max: 60 }),
        day: fc.integer({ min: 300, max: 310 }),
        from: fc.integer({ min: 0, max: 20 }),
        status: fc.constantFrom('CREATED', 'DONE', 'CANCELED'),
      }),
      fc.record({ kind: fc.constant('adminDelete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('deleteUser' as const), n: fc.integer({ min: 0, max: 15 }) }),
    )

    const run = async (a: ActionOf<typeof action>) => {
      const cars = carIds()
      const trip = (day: number, from: number, hours: number) => {
        const start = dayjs().add(day, 'day').hour(from).minute(0).second(0)
        return {
          pickUpTime: toSent(start),
          dropOfTime: toSent(start.add(hours, 'hour')),
          pickUpLocation: 'Here',
          dropOfLocation: 'There',
        }
      }
      switch (a.kind) {
        case 'register': {
          const email = `fuzz.${SEED}.${a.n}@example.com`
          const response = await call('POST', '/register', undefined, {
            ...person(email),
            password: 'Fuzz#2026',
            confirmPassword: 'Fuzz#2026',
          })
          if (response.status === 201) people.push({ email })
          return
        }
        case 'login': {
          const someone = people[a.n % Math.max(people.length, 1)]
          if (!someone) return
          const response = await call('POST', '/login', undefined, {
            email: someone.email,
            password: 'Fuzz#2026',
          })
          if (response.status === 200)
            someone.token = (JSON.parse(response.text) as { token: string }).token
          return
        }
        case 'book': {
          const someone = people[a.who % Math.max(people.length, 1)]
          const carId = cars[a.car % cars.length]
          await call(
            'POST',
            `/reservations/add?carId=${carId}`,
            someone?.token ?? tokens.customer,
            trip(a.day, a.from, a.hours),
          )
          return
        }
        case 'adminEdit': {
          const ids = reservationIds()
          const id = ids[a.pick % Math.max(ids.length, 1)]
          if (id === undefined) return
          const carId = cars[a.car % cars.length]
          // Marked before the answer: an edit that lands moves the trip while others are checked.
          edited.add(id)
          await call(
            'PUT',
            `/reservations/admin/auth?carId=${carId}&reservationId=${id}`,
            tokens.admin,
            {
              ...trip(a.day, a.from, 2),
              status: a.status,
            },
          )
          return
        }
        case 'adminDelete': {
          const ids = reservationIds()
          const id = ids[a.pick % Math.max(ids.length, 1)]
          if (id !== undefined) await call('DELETE', `/reservations/admin/${id}/auth`, tokens.admin)
          return
        }
        case 'deleteUser': {
          const email = `fuzz.${SEED}.${a.n}@example.com`
          const user = db.users.findFirst((q) => q.where({ email }))
          if (user) await call('DELETE', `/user/${user.id}/auth`, tokens.admin)
          return
        }
      }
    }

    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 2, maxLength: 8 }), async (actions) => {
        await Promise.all(actions.map(run))
        expectInvariants()
      }),
      { seed: SEED + 2, numRuns: 60 },
    )
    console.log('fuzz: valid sequences that succeeded', succeeded)
    // The sequences did real work: accounts, sign-ins and bookings went through.
    expect(succeeded['POST /register']).toBeGreaterThan(0)
    expect(succeeded['POST /login']).toBeGreaterThan(0)
    expect(succeeded['POST /reservations/add']).toBeGreaterThan(0)
    expect(sent).toBeGreaterThanOrEqual(5000)
  }, 240_000)
})

type ActionOf<A> = A extends fc.Arbitrary<infer T> ? T : never
