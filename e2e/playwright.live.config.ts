import { defineConfig } from '@playwright/test'
import { API_BASE_PATH } from '../src/domain/api-base'
import base from './playwright.config'

// Live mode end to end: the production build (API_MODE=live) talks over real HTTP, CORS and
// all, to the embedded backend running as a standalone server in place of production.
const port = Number(process.env.E2E_LIVE_PORT ?? 4174)
const apiPort = Number(process.env.E2E_LIVE_API_PORT ?? 8188)
const out = `.e2e/live-${port}`

export const LIVE_API_URL = `http://127.0.0.1:${apiPort}${API_BASE_PATH}`

export default defineConfig({
  ...base,
  testMatch: '**/*.live.ts',
  reporter: [['list']],
  outputDir: `../${out}/results`,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  // The browser only: the sales demo's sub-path project belongs to the mock suite.
  projects: base.projects?.filter((project) => project.name === 'chromium'),
  webServer: [
    {
      command: `npx tsx mocks/server.ts --port ${apiPort}`,
      cwd: '..',
      url: `${LIVE_API_URL}/car/visitors/all`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf ${out}/cache && npx tsx scripts/parcel.ts build --mode live --dist ${out}/dist --cache ${out}/cache && npx tsx scripts/serve.ts ${out}/dist --port ${port}`,
      cwd: '..',
      env: { API_URL: LIVE_API_URL },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
