import { config } from '../config'
import { createApi } from './api'
import { callsHeld } from './backend-gate'
import { createApiClient } from './client'
import { takeResponse } from './early-responses'
import { browserTokenStore } from './token-store'

/** The bearer token of the app's session, kept in the browser between visits. */
export const tokens = browserTokenStore()

export const api = createApi(
  createApiClient({
    baseUrl: config.apiUrl,
    token: tokens.get,
    // Mock builds carry zod for the embedded backend anyway; live pages never load the check.
    checkResponses: config.mode === 'mock',
    ready: callsHeld,
    early: takeResponse,
  }),
)
