import type * as z from 'zod'
import type { RESPONSES, ResponseName } from '../domain/responses'

/** Loads the schema a response is checked against (a chunk of its own, zod included). */
export type ResponseSchema<S extends z.ZodType> = () => Promise<S>

/** The schema of the response `name`, loaded only when a client checks responses. */
export function response<K extends ResponseName>(name: K): ResponseSchema<(typeof RESPONSES)[K]> {
  return async () => (await import('../domain/responses')).RESPONSES[name]
}
