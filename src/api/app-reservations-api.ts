import { api } from './app-api'
import { reservationsApi } from './reservations'

/** The reservations' calls on the app's client, downloaded with the pages that make them. */
export const reservationApi = reservationsApi(api.client)
