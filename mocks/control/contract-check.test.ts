import pact from '../../contracts/pacts/car-rental-web-car-rental-api.json' with { type: 'json' }
import {
  contractChecker,
  type ObservedCall,
  type PactFile,
  type PactInteraction,
  sniffType,
} from './contract-check'

const file = pact as unknown as PactFile
const check = contractChecker(file)

/** The call each interaction describes, answered with the pact's own example. */
function exampleCall(index: number): ObservedCall {
  const { request, response } = file.interactions[index]!
  const search = new URLSearchParams(
    Object.entries(request.query ?? {}).flatMap(([k, vs]) => vs.map((v) => [k, v])),
  ).toString()
  const body = response.body
  const bytes =
    body === undefined
      ? undefined
      : body.encoded === 'base64'
        ? Uint8Array.from(Buffer.from(String(body.content), 'base64'))
        : new TextEncoder().encode(JSON.stringify(body.content))
  return {
    method: request.method,
    path: request.path,
    search: search ? `?${search}` : '',
    status: response.status,
    headers: Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.join(', ')]),
    ),
    body: bytes,
  }
}

const withBody = (call: ObservedCall, change: (body: unknown) => unknown): ObservedCall => ({
  ...call,
  body: new TextEncoder().encode(
    JSON.stringify(change(JSON.parse(new TextDecoder().decode(call.body)))),
  ),
})
const indexOf = (description: string) =>
  file.interactions.findIndex((i) => i.description === description)

describe('contractChecker', () => {
  it("passes every interaction's own example response", () => {
    const failures = file.interactions
      .map((interaction, i) => ({ interaction, verdict: check(exampleCall(i)) }))
      .filter(({ verdict }) => verdict.kind !== 'ok')
    expect(failures).toEqual([])
  })

  it('names the interaction and the rule a changed field breaks', () => {
    const fleet = exampleCall(indexOf('getVehicles: the whole fleet'))
    const verdict = check(
      withBody(fleet, (cars) =>
        (cars as Array<Record<string, unknown>>).map((c) => ({
          ...c,
          luggage: 2.5,
          builtIn: 'yes',
        })),
      ),
    )
    expect(verdict).toEqual({
      kind: 'mismatch',
      interaction: 'getVehicles: the whole fleet',
      failed: [
        '$[0].builtIn: expected to match /^(true|false|null)$/ (rule "regex"), got "yes"',
        '$[0].luggage: expected an integer (rule "integer"), got 2.5',
      ],
    })
  })

  it('reads a missing key, a wrong type and a wrong content type as mismatches', () => {
    const me = exampleCall(indexOf('getCurrentUser: the signed-in customer'))
    const missing = check(withBody(me, (user) => ({ ...(user as object), email: undefined })))
    expect(missing).toMatchObject({ kind: 'mismatch', failed: ['$.email: missing'] })
    const typed = check(withBody(me, (user) => ({ ...(user as object), roles: 'Customer' })))
    expect(typed).toMatchObject({ kind: 'mismatch' })
    const sheet = exampleCall(indexOf('downloadVehicles: the fleet as xlsx'))
    const notZip = check({ ...sheet, body: new TextEncoder().encode('{"a":1}') })
    expect(notZip).toMatchObject({
      kind: 'mismatch',
      failed: [
        'body is application/json: expected application/vnd.openxmlformats-officedocument.spreadsheetml.sheet (rule "contentType")',
      ],
    })
  })

  it('lists a status or a call no interaction covers', () => {
    const fleet = exampleCall(indexOf('getVehicles: the whole fleet'))
    expect(check({ ...fleet, status: 500 })).toEqual({
      kind: 'uncovered',
      interaction: null,
      failed: ['no interaction of GET /car/visitors/all answers 500 (the pact has 200)'],
    })
    expect(
      check({ ...fleet, method: 'DELETE', path: '/car-rental/api/car/visitors/all' }),
    ).toMatchObject({
      kind: 'uncovered',
    })
  })

  it('passes a response that any of the interactions for its request matches, in either order', () => {
    const listed = (description: string, content: unknown, min?: number): PactInteraction => ({
      description,
      request: { method: 'GET', path: '/car-rental/api/reservations/auth/all' },
      response: {
        status: 200,
        body: { content, contentType: 'application/json' },
        ...(min === undefined
          ? {}
          : { matchingRules: { body: { $: { matchers: [{ match: 'type', min }] } } } }),
      },
    })
    const some = listed('some', [{ id: 3 }], 1)
    const none = listed('none', [])
    const call = (body: unknown): ObservedCall => ({
      method: 'GET',
      path: '/car-rental/api/reservations/auth/all',
      search: '',
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode(JSON.stringify(body)),
    })
    for (const interactions of [
      [some, none],
      [none, some],
    ]) {
      const checker = contractChecker({ interactions })
      expect(checker(call([]))).toEqual({ kind: 'ok', interaction: 'none' })
      expect(checker(call([{ id: 9 }, { id: 4 }]))).toEqual({ kind: 'ok', interaction: 'some' })
      expect(checker(call([{ id: 'x' }]))).toMatchObject({ kind: 'mismatch' })
    }
  })

  it("covers what the app meets: empty lists, a user without a role, another backend's token", () => {
    const empty = (description: string) =>
      check(withBody(exampleCall(indexOf(description)), () => []))
    expect(empty("getMyReservations: the customer's list")).toEqual({
      kind: 'ok',
      interaction: 'getMyReservations: a customer who has booked nothing',
    })
    expect(empty('getAllReservations: every reservation')).toEqual({
      kind: 'ok',
      interaction: 'getAllReservations: any number of reservations, none included',
    })
    const me = exampleCall(indexOf('getCurrentUser: the signed-in customer'))
    const refused = exampleCall(indexOf('getUsers: asked by a customer'))
    expect(check({ ...refused, path: me.path })).toMatchObject({ kind: 'ok' })
    const unknown = exampleCall(indexOf('getCurrentUser: no token'))
    const users = exampleCall(indexOf('getUsers: all accounts'))
    expect(check({ ...unknown, path: users.path })).toEqual({
      kind: 'ok',
      interaction: 'getUsers: a token this backend did not issue',
    })
    expect(check({ ...unknown, method: 'PUT' })).toEqual({
      kind: 'ok',
      interaction: 'updateProfile: a token this backend did not issue',
    })
  })

  it("allows the twin's documented difference: the seed's drawings are SVG", () => {
    const image = exampleCall(indexOf('getImage: a picture'))
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    expect(sniffType(svg)).toBe('image/svg+xml')
    expect(check({ ...image, headers: { 'content-type': 'image/svg+xml' }, body: svg }).kind).toBe(
      'ok',
    )
    expect(check({ ...image, headers: { 'content-type': 'text/html' }, body: svg }).kind).toBe(
      'mismatch',
    )
  })

  it("passes the twin's own 404 for an unknown picture, where production answers 500", () => {
    const image = exampleCall(indexOf('getImage: a picture'))
    const missing = { ...image, status: 404, headers: { 'content-type': 'application/json' } }
    expect(check(missing)).toMatchObject({ kind: 'ok' })
    expect(check({ ...missing, status: 410 }).kind).toBe('uncovered')
  })
})
