// Types only: the check reads schemas through their public properties, and the bundle keeps only the schema kinds in use.
import type * as z from 'zod'

/** Says whether a value is one the schema would give back unchanged; false means "ask the schema", never "invalid". */
export type QuickCheck = (value: unknown) => boolean

/** What a check reads of a schema: zod's public `type` and `def` (its kind, its checks, a format or a catchall of its own), and the properties of each kind. */
type Schema = z.ZodType & {
  def: { checks?: unknown[]; format?: string; catchall?: unknown }
}
const checksOf = (schema: Schema) => schema.def.checks?.length ?? 0

/** Whether every value passes, by index, so a hole reads as the undefined the schema would see. */
export function allPass(check: QuickCheck, values: readonly unknown[]): boolean {
  for (let i = 0; i < values.length; i++) if (!check(values[i])) return false
  return true
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** A number with no check, or with `int()` alone (a safe integer); a number format of its own (`z.int()`) is left to the schema. */
function numberCheck(schema: z.ZodNumber & Schema): QuickCheck | undefined {
  if (schema.def.format !== undefined) return undefined
  if (checksOf(schema) === 0) return (value) => typeof value === 'number' && Number.isFinite(value)
  const safeInteger =
    checksOf(schema) === 1 &&
    schema.format === 'safeint' &&
    schema.minValue === Number.MIN_SAFE_INTEGER &&
    schema.maxValue === Number.MAX_SAFE_INTEGER
  return safeInteger ? Number.isSafeInteger : undefined
}

function objectCheck(schema: z.ZodObject & Schema): QuickCheck | undefined {
  if (schema.def.catchall !== undefined || checksOf(schema) > 0) return undefined
  const keys = Object.keys(schema.shape)
  const fields: QuickCheck[] = []
  for (const key of keys) {
    const field = quickCheck(schema.shape[key])
    if (!field) return undefined
    fields.push(field)
  }
  return (value) => {
    if (!isPlainObject(value)) return false
    // The schema's output has the shape's keys in the shape's order: so must the value, with no other key.
    let at = 0
    for (const key of Object.keys(value)) {
      while (at < keys.length && keys[at] !== key) {
        if (!fields[at]!(undefined)) return false
        at++
      }
      if (at === keys.length || !fields[at]!(value[key])) return false
      at++
    }
    for (; at < keys.length; at++) if (!fields[at]!(undefined)) return false
    return true
  }
}

/**
 * A check made once from a zod schema through its public properties, for the records a restore
 * reads back: it accepts a value only where the schema would give back an equal one, for the few kinds the stored records use (objects, strings, numbers, integers,
 * booleans, enums, literals, arrays, nullable and optional fields, none with a check of its own
 * beyond `int()`). Any other schema gets none, and the schema itself checks
 * (docs/decisions/0020-quick-check-of-stored-records.md).
 */
export function quickCheck(given: unknown): QuickCheck | undefined {
  const schema = given as Schema
  const plain = checksOf(schema) === 0 && schema.def.format === undefined
  switch (schema.type) {
    case 'string':
      return plain ? (value) => typeof value === 'string' : undefined
    case 'boolean':
      return plain ? (value) => typeof value === 'boolean' : undefined
    case 'number':
      return numberCheck(schema as z.ZodNumber & Schema)
    case 'enum':
    case 'literal': {
      if (!plain) return undefined
      const values = new Set<unknown>(
        schema.type === 'enum'
          ? (schema as unknown as z.ZodEnum).options
          : (schema as unknown as z.ZodLiteral).values,
      )
      return (value) => values.has(value)
    }
    case 'nullable':
    case 'optional': {
      const wrapper = schema as unknown as z.ZodNullable | z.ZodOptional
      const inner = plain ? quickCheck(wrapper.unwrap()) : undefined
      const empty = schema.type === 'nullable' ? null : undefined
      return inner && ((value) => value === empty || inner(value))
    }
    case 'array': {
      const element = plain ? quickCheck((schema as unknown as z.ZodArray).element) : undefined
      return element && ((value) => Array.isArray(value) && allPass(element, value))
    }
    case 'object':
      return objectCheck(schema as z.ZodObject & Schema)
    default:
      return undefined
  }
}
