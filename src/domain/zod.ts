import * as z from 'zod'

// The built site's Content-Security-Policy forbids eval (scripts/csp.ts), and zod compiles object
// parsers with `new Function` unless told not to. Every schema is built through this module, so
// the setting always comes first, and zod downloads only with the first page that needs a schema.
z.config({ jitless: true })

export { z }
