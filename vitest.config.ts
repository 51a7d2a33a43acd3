import { defineConfig } from 'vitest/config'
import { writeCatalogs } from './scripts/i18n'
import { writePrimeTheme } from './scripts/prime-theme'
import { parseConfig } from './src/settings'

// Components import PrimeReact's theme parts, which are generated (see the script).
writePrimeTheme()
writeCatalogs()

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
          // The Pact consumer tests run on their own (npm run test:contracts); the zone tests
          // run in the projects below.
          exclude: ['contracts/**/*.pact.test.ts', '**/*.tz.test.ts', '**/node_modules/**'],
        },
      },
      // Prices count clock hours: these tests run once in a zone with daylight saving, once in UTC.
      ...['Europe/Berlin', 'UTC'].map((zone) => ({
        extends: true as const,
        test: {
          name: `tz ${zone}`,
          environment: 'node',
          include: ['**/*.tz.test.ts'],
          exclude: ['**/node_modules/**'],
          env: { TZ: zone, EXPECTED_TZ: zone },
        },
      })),
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
