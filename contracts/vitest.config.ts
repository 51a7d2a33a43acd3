import { defineConfig } from 'vitest/config'
import { parseConfig } from '../src/settings'

// The consumer tests write one pact file together: one file at a time, never in parallel.
export default defineConfig({
  test: {
    globals: true,
    env: {
      PACT_DO_NOT_TRACK: 'true',
      API_MODE: 'mock',
      APP_CONFIG: JSON.stringify(parseConfig({ API_MODE: 'mock' })),
    },
    environment: 'node',
    include: ['contracts/**/*.pact.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
  },
})
