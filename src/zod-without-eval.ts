import * as z from 'zod'

// The built site's Content-Security-Policy forbids eval (scripts/csp.ts). zod compiles object
// parsers with `new Function`, probing for it as each object schema is built, so this runs
// before any module that builds a schema (main.tsx imports it first).
z.config({ jitless: true })
