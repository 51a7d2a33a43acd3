// Imported by main.tsx before any module that builds a schema. The built site runs under a Content-Security-Policy without
// 'unsafe-eval' (scripts/csp.ts). zod compiles its object parsers with `new Function` and
// probes for it when a schema is built; under the policy the browser reports that probe as a
// violation. zod reads its settings from this global, so they apply to every schema, in every
// chunk, before the first one is built.
const host = globalThis as { __zod_globalConfig?: Record<string, unknown> }
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true }
