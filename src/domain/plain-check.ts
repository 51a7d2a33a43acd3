import type * as z from 'zod'

/**
 * A quick check of records against a zod schema made of plain parts (objects, strings, whole
 * or finite numbers, booleans, enums, literals, arrays and unions of those), for a page load's
 * restore of the stored copy: the browser build runs zod without eval (the page's policy), where
 * checking 10,000 reservations takes it tens of ms. The check passes only records zod accepts
 * as they are (exactly the schema's keys, nothing to strip or convert), so a record that passes
 * is what zod would have returned; anything else, or any schema with other parts, goes through
 * zod itself (`parsePlain`).
 */
type Check = (value: unknown) => boolean

interface Def {
  type: string
  checks?: Array<{
    _zod: { def: { check: string; format?: string; value?: unknown; inclusive?: boolean } }
  }>
  shape?: Record<string, z.ZodType>
  catchall?: unknown
  entries?: Record<string, unknown>
  values?: unknown[]
  element?: z.ZodType
  options?: z.ZodType[]
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The quick check of `schema`, or undefined when it has a part this file does not know. */
export function plainCheckOf(schema: z.ZodType): Check | undefined {
  const def = defOf(schema)
  const checks = def.checks ?? []
  switch (def.type) {
    case 'string':
      return checks.length === 0 ? (value) => typeof value === 'string' : undefined
    case 'boolean':
      return (value) => typeof value === 'boolean'
    case 'number': {
      const whole = checks.some(
        (c) => c._zod.def.check === 'number_format' && c._zod.def.format === 'safeint',
      )
      const least = checks.find((c) => c._zod.def.check === 'greater_than' && c._zod.def.inclusive)
      const known = checks.every((c) =>
        c._zod.def.check === 'number_format' ? c._zod.def.format === 'safeint' : c === least,
      )
      if (!known || (least && typeof least._zod.def.value !== 'number')) return undefined
      const min = least ? (least._zod.def.value as number) : -Infinity
      return whole
        ? (value) => Number.isSafeInteger(value) && (value as number) >= min
        : (value) => typeof value === 'number' && Number.isFinite(value) && value >= min
    }
    case 'enum': {
      const allowed = new Set(Object.values(def.entries ?? {}))
      return (value) => allowed.has(value)
    }
    case 'literal': {
      const allowed = new Set(def.values ?? [])
      return (value) => allowed.has(value)
    }
    case 'array': {
      const element = checks.length === 0 && def.element ? plainCheckOf(def.element) : undefined
      return element && ((value) => Array.isArray(value) && value.every(element))
    }
    case 'union': {
      const options = (def.options ?? []).map(plainCheckOf)
      if (options.length === 0 || options.some((o) => !o)) return undefined
      const known = options as Check[]
      return (value) => known.some((option) => option(value))
    }
    case 'object': {
      if (def.catchall !== undefined || checks.length > 0 || !def.shape) return undefined
      const fields = Object.entries(def.shape).map(
        ([key, part]) => [key, plainCheckOf(part)] as const,
      )
      if (fields.some(([, check]) => !check)) return undefined
      const known = fields as ReadonlyArray<readonly [string, Check]>
      return (value) => {
        if (!isRecord(value)) return false
        let count = 0
        for (const key in value) {
          if (!Object.hasOwn(value, key)) return false
          count++
        }
        return (
          count === known.length && known.every(([key, check]) => key in value && check(value[key]))
        )
      }
    }
    default:
      return undefined
  }
}

const cache = new WeakMap<z.ZodType, Check | null>()

/**
 * `schema.safeParse(value)`, quicker for plain data: when the quick check passes, the value is
 * the answer as it is (zod would return an equal copy); otherwise zod parses it, with its
 * conversions and its messages.
 */
export function parsePlain<S extends z.ZodType>(
  schema: S,
  value: unknown,
): z.ZodSafeParseResult<z.output<S>> {
  let check = cache.get(schema)
  if (check === undefined) {
    check = plainCheckOf(schema) ?? null
    cache.set(schema, check)
  }
  if (check?.(value)) return { success: true, data: value as z.output<S> }
  return schema.safeParse(value)
}
