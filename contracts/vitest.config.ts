import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

// The run writes the pact afresh: interactions removed from the tests leave the file too.
const pacts = join(import.meta.dirname, 'pacts')
for (const name of readdirSync(pacts)) if (name.endsWith('.json')) rmSync(join(pacts, name))
process.env.PACT_DO_NOT_TRACK ??= 'true'

// The consumer tests write one pact file together: one file at a time, never in parallel.
export default defineConfig({
  test: {
    globals: true,
    env: { PACT_DO_NOT_TRACK: 'true' },
    environment: 'node',
    include: ['contracts/**/*.pact.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
  },
})
