import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/browser'

// Each run builds the demo (mock mode, no simulated latency) into its own folder, so that
// several checkouts or people can run the suite at once on different ports (E2E_PORT).
const port = Number(process.env.E2E_PORT ?? 4173)
const out = `.e2e/${port}`

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${out}/cache && npx tsx scripts/parcel.ts build --mode mock --dist ${out}/dist --cache ${out}/cache && npx tsx scripts/serve.ts ${out}/dist --port ${port}`,
    cwd: '..',
    env: { MOCK_LATENCY: process.env.MOCK_LATENCY ?? '0' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
