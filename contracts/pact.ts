/**
 * What every consumer test shares: the pact (consumer car-rental-web, provider
 * car-rental-api, written to contracts/pacts/), the app's own API functions pointed at Pact's
 * mock server, and the matchers for the API's recurring shapes.
 */
import { resolve } from 'node:path'
import { MatchersV3, PactV4 } from '@pact-foundation/pact'
import { EXAMPLES, STATES } from '../mocks/scenarios'
import { createApi } from '../src/api/api'
import { ApiError, createApiClient } from '../src/api/client'
import { API_BASE_PATH } from '../src/domain/api-base'
import { XLSX_TYPE } from '../src/domain/responses'

const { like, eachLike, atLeastLike, integer, number, boolean, string, regex, fromProviderState } =
  MatchersV3

export const CONSUMER = 'car-rental-web'
export const PROVIDER = 'car-rental-api'
export const PACT_DIR = resolve(import.meta.dirname, 'pacts')

export const createPact = () =>
  new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'error' })

/** The example token of the contracts; the verification puts a real one in its place. */
export const TOKEN = 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJjb250cmFjdCJ9.c2lnbmF0dXJl'
export const AUTH_HEADER = { Authorization: regex(/^Bearer \S+$/, `Bearer ${TOKEN}`) }
export const JSON_HEADER = { 'Content-Type': regex(/application\/json/, 'application/json') }

/** The app's API functions against the mock server, signed in (a token) or not. */
export function apiAt(mockServerUrl: string, token: string | null = TOKEN) {
  return createApi(
    createApiClient({ baseUrl: `${mockServerUrl}${API_BASE_PATH}`, token: () => token }),
  )
}

/** A path below the API's base. */
export const path = (rest: string) => `${API_BASE_PATH}${rest}`

/** A path with ids the provider state injects, e.g. injected('/user/:userId/auth'). */
export function injected(rest: string) {
  const example = rest.replace(/:(\w+)/g, (_, key: keyof typeof EXAMPLES) => String(EXAMPLES[key]))
  const expression = rest.replace(/:(\w+)/g, (_, key: string) => `\${${key}}`)
  return fromProviderState(`${API_BASE_PATH}${expression}`, `${API_BASE_PATH}${example}`)
}

/** A value the provider state injects (an id or a date), with its example. */
export const stateValue = <K extends keyof typeof EXAMPLES>(key: K) =>
  fromProviderState(`\${${key}}`, EXAMPLES[key])

const OPENXML_SHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const RECEIVED_DATE = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?$'

/**
 * A boolean, or null where production's column allows it (Car.builtIn has no `nullable =
 * false`). Pact has no "either" matcher: a regex is matched against the value's JSON text,
 * which is `true`, `false` or `null`, and the example stays a boolean.
 */
export const booleanOrNull = (example: boolean) =>
  ({
    'pact:matcher:type': 'regex',
    regex: '^(true|false|null)$',
    value: example,
  }) as unknown as ReturnType<typeof boolean>

/** An array of any length, empty included, its items like `example`. */
export const anyNumberOf = <T>(example: T) => atLeastLike(example, 0, 1)

/**
 * CarDTO as strict as production and no stricter (domain/Car.java): transmission and fuel
 * type are any text, a car may have no picture and no built-in flag.
 */
export const vehicleBody = () => ({
  id: integer(1),
  model: string('Mercedes-Benz S 580'),
  doors: integer(4),
  seats: integer(5),
  luggage: integer(550),
  transmission: string('Automatic'),
  airConditioning: boolean(true),
  age: integer(0),
  pricePerHour: number(95.5),
  fuelType: string('Gasoline'),
  image: anyNumberOf(string('c2a4b8f0-1d3e-4f5a-9b6c-7d8e9f0a1b2c')),
  builtIn: booleanOrNull(true),
})

/**
 * UserDTO as production shows it (domain/User.java, dto/UserDTO.java): any text it validated,
 * a phone in any of its pattern's separators, the roles as Administrator or Customer, and none
 * for a user given an empty list of roles.
 */
export const userBody = () => ({
  firstName: string('Claire'),
  lastName: string('Whitmore'),
  phoneNumber: string('(555) 555-2026'),
  email: string('customer@autovia.test'),
  address: string('12 Gramercy Park South'),
  zipCode: string('10003'),
  roles: anyNumberOf(regex(/^(Customer|Administrator)$/, 'Customer')),
  builtIn: boolean(true),
})

export const reservationBody = () => ({
  id: integer(3),
  car: vehicleBody(),
  userId: integer(2),
  pickUpTime: regex(RECEIVED_DATE, '2026-11-21T18:00:00'),
  dropOfTime: regex(RECEIVED_DATE, '2026-11-24T18:00:00'),
  pickUpLocation: string('Manhattan, Park Avenue'),
  dropOfLocation: string('JFK Airport'),
  status: regex(/^(CREATED|CANCELED|DONE)$/, 'CREATED'),
  totalPrice: number(1710.5),
})

/** Spring's error body; the app shows its message. */
export const errorBody = (status: number, message: string | ReturnType<typeof like>) => ({
  timestamp: string('2026-11-22T10:15:30.000+00:00'),
  status: integer(status),
  error: string('Error'),
  message: typeof message === 'string' ? like(message) : message,
  path: string('/car-rental/api/...'),
})

/**
 * Spring's body for a `@Valid` request body that fails one annotation: the count and the
 * values vary, the shape and the field's default message do not.
 */
export const validationBody = (
  objectName: string,
  field: string,
  code: string,
  defaultMessage: string,
  rejectedValue: string,
) => ({
  timestamp: string('2026-11-22T10:15:30.000+00:00'),
  status: integer(400),
  error: string('Bad Request'),
  message: regex(
    new RegExp(`^Validation failed for object='${objectName}'\\. Error count: \\d+$`),
    `Validation failed for object='${objectName}'. Error count: 1`,
  ),
  errors: eachLike({
    field: string(field),
    rejectedValue: like(rejectedValue),
    defaultMessage: string(defaultMessage),
    objectName: string(objectName),
    code: string(code),
    codes: eachLike(string(`${code}.${objectName}.${field}`)),
    bindingFailure: boolean(false),
  }),
  path: string('/car-rental/api/...'),
})

/** A binary answer matched by its content type only (each backend makes its own bytes). */
// The response builder's type, which the package does not export by name.
type WithRequest = ReturnType<ReturnType<PactV4['addInteraction']>['withRequest']>
type ResponseBuilder = Parameters<NonNullable<Parameters<WithRequest['willRespondWith']>[1]>>[0]

export function binaryBody(
  builder: ResponseBuilder,
  type: string,
  example: Uint8Array,
  headers: Record<string, string> = {},
  /** What the bytes are, when the header names another type (the spreadsheets). */
  bytesType = type,
) {
  const escaped = type.replace(/[.+]/g, '\\$&')
  // The body's type first (it adds its own content-type rule), then the header, which wins.
  builder
    .body(bytesType, Buffer.from(example))
    .headers({ 'Content-Type': regex(new RegExp(`^${escaped}`), type), ...headers })
}

/**
 * The download functions offer the file through a link click (src/api/download.ts); in Node
 * a stand-in document takes the click, so the real functions run unchanged.
 */
export function allowDownloads() {
  const link = { click() {}, remove() {}, style: {} }
  vi.stubGlobal('document', { createElement: () => link, body: { append() {} } })
}

type Download = 'downloadUsers' | 'downloadVehicles' | 'downloadReservations'

/**
 * A Download List call: GET path as the administrator answers an xlsx (matched by its
 * content type and production's file name: each backend makes its own bytes), and the real
 * function saves it.
 */
export function itDownloadsSpreadsheet(
  pact: PactV4,
  call: Download,
  sheetPath: string,
  fileName: string,
  what: string,
) {
  it(`${call}: ${what} as a spreadsheet`, async () => {
    allowDownloads()
    await pact
      .addInteraction()
      .given(STATES.admin)
      .uponReceiving(`${call}: ${what} as xlsx`)
      .withRequest('GET', path(sheetPath), (b) => b.headers(AUTH_HEADER))
      .willRespondWith(200, (b) =>
        // Production labels xlsx bytes (OpenXML, as the verifier detects them) application/vnd.ms-excel.
        binaryBody(
          b,
          XLSX_TYPE,
          new Uint8Array([80, 75, 3, 4]),
          { 'Content-Disposition': `attachment; filename=${fileName}` },
          OPENXML_SHEET,
        ),
      )
      .executeTest(async (server) => {
        expect((await apiAt(server.url)[call]()).size).toBeGreaterThan(0)
      })
  })
}

/** Runs `call` and hands back the ApiError it must throw. */
export async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call()
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('the call succeeded but should have failed')
}

export { boolean, eachLike, integer, like, number, regex, string }
