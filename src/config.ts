import { type AppConfig, type Env, parseConfig } from './settings'

// Parcel inlines `process.env.NAME` only when written out literally, hence the list.
export function readEnv(): Env {
  return {
    API_MODE: process.env.API_MODE,
    API_URL: process.env.API_URL,
    MOCK_LATENCY: process.env.MOCK_LATENCY,
    SITE_NAME: process.env.SITE_NAME,
    SITE_EMAIL: process.env.SITE_EMAIL,
    SITE_WEB: process.env.SITE_WEB,
    SITE_PHONE_1: process.env.SITE_PHONE_1,
    SITE_PHONE_2: process.env.SITE_PHONE_2,
    SITE_STREET_ADDRESS: process.env.SITE_STREET_ADDRESS,
    SITE_MAP_URL: process.env.SITE_MAP_URL,
  }
}

export const config: AppConfig = parseConfig(readEnv())
