import { config } from 'zod'

// The site's Content-Security-Policy forbids eval, and zod compiles parsers with `new Function` unless told not to.
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
