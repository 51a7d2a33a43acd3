import { config } from '../config'
import { callsHeld } from './backend-gate'
import { createApiClient } from './client'
import { coreApi } from './core-api'
import { takeResponse } from './early-responses'
import { browserTokenStore } from './token-store'

/** The bearer token of the app's session, kept in the browser between visits. */
export const tokens = browserTokenStore()

// The reservations' calls are in app-reservations-api.ts, loaded with the pages that make them.
export const api = coreApi(
  createApiClient({
    baseUrl: config.apiUrl,
    token: tokens.get,
    // Mock builds carry zod for the embedded backend anyway; live pages never load the check.
    checkResponses: config.mode === 'mock',
    ready: callsHeld,
    early: takeResponse,
  }),
)
