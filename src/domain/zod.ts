import * as z from 'zod'

// The built site's Content-Security-Policy forbids eval (scripts/csp.ts), and zod compiles object parsers with `new Function` unless told not to.
z.config({ jitless: true })

export { z }
