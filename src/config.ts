import type { AppConfig } from './settings'

/** The build settings, checked once at build time and handed to the bundle as plain JSON, so the browser loads no parser. */
function readConfig(): AppConfig {
  // Parcel inlines `process.env.NAME` only when written out literally.
  const raw = process.env.APP_CONFIG
  if (!raw) {
    throw new Error(
      'APP_CONFIG is not set: build and serve through scripts/parcel.ts (npm start, npm run build), which checks the settings and passes them on',
    )
  }
  return JSON.parse(raw) as AppConfig
}

export const config: AppConfig = readConfig()

/** The router's base: the public path without its last slash ('' at a host's root). */
export const routerBase = config.publicPath.replace(/\/$/, '')
