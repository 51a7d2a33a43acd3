import { localOfSent } from '../../src/domain/dates'
import { HttpError } from './http-error'

/** How production's Jackson reads a request body before any annotation is checked (docs/api.md). */
export type JavaType =
  | 'String'
  | 'Integer'
  | 'Double'
  | 'Boolean'
  /** `@JsonFormat(pattern = "MM/dd/yyyy HH:mm:ss")` on a LocalDateTime; read as a wall clock. */
  | 'LocalDateTime'
  | 'ReservationStatus'
  | 'Set<String>'

const STATUSES = ['CREATED', 'CANCELED', 'DONE'] as const
const INT_MIN = -2147483648
const INT_MAX = 2147483647

function parseError(type: JavaType, value: unknown, why: string): never {
  throw new HttpError(
    400,
    `JSON parse error: Cannot deserialize value of type ${type} from ${JSON.stringify(value)}: ${why}`,
  )
}

export function readValue(type: JavaType, value: unknown): unknown {
  if (value === null || value === undefined) return null
  switch (type) {
    case 'String':
      if (typeof value === 'string') return value
      if (typeof value === 'number' || typeof value === 'boolean') return String(value)
      return parseError(type, value, 'an array or object is no text')
    case 'Integer': {
      const number = scalarNumber(type, value)
      if (number === null) return null
      const whole = Math.trunc(number)
      if (whole < INT_MIN || whole > INT_MAX) parseError(type, value, 'out of range of int')
      return whole
    }
    case 'Double':
      return scalarNumber(type, value)
    case 'Boolean':
      if (typeof value === 'boolean') return value
      if (typeof value === 'number' && Number.isInteger(value)) return value !== 0
      if (typeof value === 'string') {
        if (value === '') return null
        if (/^(true|True|TRUE)$/.test(value)) return true
        if (/^(false|False|FALSE)$/.test(value)) return false
      }
      return parseError(type, value, 'only "true" or "false" recognized')
    case 'LocalDateTime': {
      if (value === '') return null
      // A day past the month's end becomes its last day, as java.time reads a pattern.
      const local = typeof value === 'string' ? localOfSent(value, 'smart') : null
      return local ?? parseError(type, value, 'Text could not be parsed with MM/dd/yyyy HH:mm:ss')
    }
    case 'ReservationStatus':
      // Jackson also takes an enum's position for it (0 is CREATED).
      if (typeof value === 'number' && Number.isInteger(value) && STATUSES[value]) {
        return STATUSES[value]
      }
      if (typeof value === 'string' && (STATUSES as readonly string[]).includes(value)) {
        return value
      }
      return parseError(type, value, `not one of the values accepted for Enum class: [${STATUSES}]`)
    case 'Set<String>':
      if (!Array.isArray(value)) return parseError(type, value, 'a set is sent as an array')
      return [...new Set(value.map((item) => readValue('String', item)))]
  }
}

function scalarNumber(type: JavaType, value: unknown): number | null {
  if (typeof value === 'number') return value
  if (typeof value === 'string') {
    if (value.trim() === '') return null
    const number = Number(value)
    if (Number.isFinite(number) && (type === 'Double' || /^[+-]?\d+$/.test(value.trim()))) {
      return number
    }
  }
  return parseError(type, value, `not a valid ${type} value`)
}

/** The JSON object a body holds, as Spring reads a `@RequestBody`; a 400 otherwise. */
export async function readObject(request: Request): Promise<Record<string, unknown>> {
  let text: string
  try {
    text = await request.text()
  } catch {
    throw new HttpError(400, 'Required request body is missing')
  }
  if (text.trim() === '') throw new HttpError(400, 'Required request body is missing')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'JSON parse error: the request body is not valid JSON')
  }
  if (json === null) throw new HttpError(400, 'Required request body is missing')
  if (typeof json !== 'object' || Array.isArray(json)) {
    throw new HttpError(400, 'JSON parse error: Cannot deserialize from a non-object value')
  }
  return json as Record<string, unknown>
}

/** A JSON body read as production reads it into an object of these fields' types. */
export async function readBody<F extends Record<string, JavaType>>(
  request: Request,
  fields: F,
): Promise<{ [K in keyof F]: unknown }> {
  const body = await readObject(request)
  const bound: Record<string, unknown> = {}
  for (const [field, type] of Object.entries(fields)) bound[field] = readValue(type, body[field])
  return bound as { [K in keyof F]: unknown }
}

/** A text value of a `Map<String, Object>` body as production's `(String) map.get(name)` reads it: absent is null; anything but text fails the cast there (a 500), here a 400 that says so. */
export function textOf(map: Record<string, unknown>, name: string): string | null {
  const value = map[name]
  if (value === undefined || value === null) return null
  if (typeof value === 'string') return value
  throw new HttpError(400, `${name} must be text`)
}
