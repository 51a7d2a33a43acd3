import { defineConfig } from 'vitest/config'
import { writePrimeTheme } from './scripts/prime-theme'
import { parseConfig } from './src/settings'

// Components import PrimeReact's theme parts, which are generated (see the script).
writePrimeTheme()

export default defineConfig({
  test: {
    globals: true,
    // What scripts/parcel.ts hands a mock build (src/config.ts reads it).
    env: { API_MODE: 'mock', APP_CONFIG: JSON.stringify(parseConfig({ API_MODE: 'mock' })) },
    restoreMocks: true,
    // Component tests type like a person (user-event); on a loaded 2-core machine some take
    // several seconds, which is no failure.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            'contracts/**/*.test.ts',
          ],
          // The Pact consumer tests run on their own (npm run test:contracts).
          exclude: ['contracts/**/*.pact.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
})
