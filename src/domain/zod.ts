import { config } from 'zod'

// The built site's Content-Security-Policy forbids eval (scripts/csp.ts), and zod compiles object
// parsers with `new Function` unless told not to. Every schema is built through this module, so
// the setting always comes first, and zod downloads only with the first page that needs a schema.
config({ jitless: true })

// Named re-exports, not the whole namespace, so a bundle keeps only the schema kinds in use.
export type { core, infer, input, output, ZodError, ZodObject, ZodString, ZodType } from 'zod'
export {
  array,
  boolean,
  custom,
  date,
  email,
  enum,
  iso,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  string,
  union,
  unknown,
  url,
} from 'zod'
