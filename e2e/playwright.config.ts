import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/browser'
import { DEMO_PATH } from './demo/demo-path'

// Each run builds the demo (mock mode, no simulated latency) into its own folder, so that
// several checkouts or people can run the suite at once on different ports (E2E_PORT).
const port = Number(process.env.E2E_PORT ?? 4173)
const out = `.e2e/${port}`
// The sales demo's specs (e2e/demo) run against a second build, made with PUBLIC_PATH and
// served from that sub-path only, as a static host serving the demo from a folder would.
const demoPort = Number(process.env.E2E_DEMO_PORT ?? port + 10)
const demoOut = `.e2e/${port}/demo`

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
}

const demoBrowser = { ...browser, baseURL: `http://127.0.0.1:${demoPort}${DEMO_PATH}` }
const QUIET = /@quiet/

/** Builds the demo (mock mode) into `dist` from an empty cache and serves it. */
const buildAndServe = (dist: string, cache: string, port: number, base = '/') =>
  `rm -rf ${cache} && npx tsx scripts/parcel.ts build --mode mock --dist ${dist} --cache ${cache} && npx tsx scripts/serve.ts ${dist} --port ${port} --base ${base}`

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `../${out}/report` }]],
  outputDir: `../${out}/results`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Without its screencast: recording frames all through every test costs more CPU than
    // the test itself on a 2-core machine; the DOM snapshots stay. On CI, where a failed test
    // runs once more, only that second run records: recording every test took about a sixth
    // of the suite's time there (17 tests: 2.7-2.9 min without, 3.3-3.5 min with).
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: 'demo/**', use: browser },
    // The accessibility walk once more with the system set to dark: the dark theme's contrast.
    {
      name: 'dark',
      testIgnore: 'demo/**',
      grep: /accessibility violation/,
      use: { ...browser, colorScheme: 'dark' },
    },
    {
      name: 'demo from a sub-path',
      testMatch: 'demo/**/*.spec.ts',
      grepInvert: QUIET,
      use: demoBrowser,
    },
    // A test that times the page's main thread (tagged @quiet) runs after every other, alone:
    // another test's browser on the same cores stretches the tasks it measures.
    {
      name: 'demo, alone',
      testMatch: 'demo/**/*.spec.ts',
      grep: QUIET,
      dependencies: ['chromium', 'dark', 'demo from a sub-path'],
      use: demoBrowser,
    },
  ],
  webServer: [
    {
      command: buildAndServe(`${out}/dist`, `${out}/cache`, port),
      cwd: '..',
      env: { MOCK_LATENCY: process.env.MOCK_LATENCY ?? '0' },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: buildAndServe(`${demoOut}/dist`, `${demoOut}/cache`, demoPort, DEMO_PATH),
      cwd: '..',
      env: { MOCK_LATENCY: process.env.MOCK_LATENCY ?? '0', PUBLIC_PATH: DEMO_PATH },
      url: `http://127.0.0.1:${demoPort}${DEMO_PATH}`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
