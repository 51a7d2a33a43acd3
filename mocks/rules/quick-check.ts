import {
  core,
  ZodArray,
  ZodBoolean,
  ZodEnum,
  ZodLiteral,
  ZodNullable,
  ZodNumber,
  ZodNumberFormat,
  ZodObject,
  ZodOptional,
  ZodString,
} from 'zod'

/** Says whether a value is one the schema would give back unchanged; false means "ask the schema", never "invalid". */
export type QuickCheck = (value: unknown) => boolean

const checksOf = (schema: { def: { checks?: unknown[] } }) => schema.def.checks?.length ?? 0

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** A number with no check, or with `int()` alone (a safe integer); a number format of its own (`z.int()`, `z.int32()`) is left to the schema. */
function numberCheck(schema: ZodNumber): QuickCheck | undefined {
  if (schema instanceof ZodNumberFormat) return undefined
  const checks = schema.def.checks ?? []
  if (checks.length === 0) return (value) => typeof value === 'number' && Number.isFinite(value)
  const safeInteger =
    checks.length === 1 &&
    checks[0] instanceof core.$ZodCheckNumberFormat &&
    schema.format === 'safeint' &&
    schema.minValue === Number.MIN_SAFE_INTEGER &&
    schema.maxValue === Number.MAX_SAFE_INTEGER
  return safeInteger ? Number.isSafeInteger : undefined
}

function objectCheck(schema: ZodObject): QuickCheck | undefined {
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
 * A check made once from a zod schema through zod's own classes and their public properties, for
 * the records a restore reads back: it accepts a value only where the schema would give back an
 * equal one, for the few kinds the stored records use (objects, strings, numbers, integers,
 * booleans, enums, literals, arrays, nullable and optional fields, none with a check of its own
 * beyond `int()`). Any other schema gets none, and the schema itself checks
 * (docs/decisions/0020-quick-check-of-stored-records.md).
 */
export function quickCheck(schema: unknown): QuickCheck | undefined {
  if (schema instanceof ZodString)
    return checksOf(schema) === 0 ? (value) => typeof value === 'string' : undefined
  if (schema instanceof ZodNumber) return numberCheck(schema)
  if (schema instanceof ZodBoolean)
    return checksOf(schema) === 0 ? (value) => typeof value === 'boolean' : undefined
  if (schema instanceof ZodEnum || schema instanceof ZodLiteral) {
    if (checksOf(schema) > 0) return undefined
    const values = new Set<unknown>(schema instanceof ZodEnum ? schema.options : schema.values)
    return (value) => values.has(value)
  }
  if (schema instanceof ZodNullable || schema instanceof ZodOptional) {
    const inner = checksOf(schema) === 0 ? quickCheck(schema.unwrap()) : undefined
    const empty = schema instanceof ZodNullable ? null : undefined
    return inner && ((value) => value === empty || inner(value))
  }
  if (schema instanceof ZodArray) {
    const element = checksOf(schema) === 0 ? quickCheck(schema.element) : undefined
    // By index, so a hole reads as the undefined the schema would see.
    return (
      element &&
      ((value) => {
        if (!Array.isArray(value)) return false
        for (let i = 0; i < value.length; i++) if (!element(value[i])) return false
        return true
      })
    )
  }
  if (schema instanceof ZodObject) return objectCheck(schema)
  return undefined
}
