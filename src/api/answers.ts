import type * as z from 'zod'
import type { ANSWERS, AnswerName } from '../domain/answers'

/** Loads the schema an answer is checked against (a chunk of its own, zod included). */
export type AnswerSchema<S extends z.ZodType> = () => Promise<S>

/** The schema of the answer `name`, loaded only when a client checks answers. */
export function answer<K extends AnswerName>(name: K): AnswerSchema<(typeof ANSWERS)[K]> {
  return async () => (await import('../domain/answers')).ANSWERS[name]
}
