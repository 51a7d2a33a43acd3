import { defineConfig } from '@playwright/test'
import { API_BASE_PATH } from '../src/domain/api-base'
import base from './playwright.config'

// Live mode end to end: the production build (API_MODE=live) talks over real HTTP to the
// embedded backend running as a standalone server in place of production, with production's
// CORS. As a real deployment must (docs/deployment.md), the site and the API share one origin:
// the site's server forwards the API path to the backend.
const port = Number(process.env.E2E_LIVE_PORT ?? 4174)
const apiPort = Number(process.env.E2E_LIVE_API_PORT ?? 8188)
const out = `.e2e/live-${port}`

/** The API as the live build calls it: on the site's own origin, through its proxy. */
export const LIVE_API_URL = `http://127.0.0.1:${port}${API_BASE_PATH}`

/** The same build served from another origin (no proxy): a cross-origin deployment. */
export const CROSS_ORIGIN_SITE = `http://127.0.0.1:${Number(process.env.E2E_LIVE_CROSS_PORT ?? port + 1)}`

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
      url: `http://127.0.0.1:${apiPort}${API_BASE_PATH}/car/visitors/all`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf ${out}/cache && npx tsx scripts/parcel.ts build --mode live --dist ${out}/dist --cache ${out}/cache && npx tsx scripts/serve.ts ${out}/dist --port ${port} --proxy ${API_BASE_PATH}=http://127.0.0.1:${apiPort}`,
      cwd: '..',
      env: { API_URL: LIVE_API_URL },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Waits for the build above (web servers start together), then serves it as is.
      command: `until [ -f ${out}/dist/index.html ]; do sleep 1; done; npx tsx scripts/serve.ts ${out}/dist --port ${new URL(CROSS_ORIGIN_SITE).port}`,
      cwd: '..',
      url: `${CROSS_ORIGIN_SITE}/`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
