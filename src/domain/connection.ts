import { msg } from '../i18n/msg'
/** What every form and page says when a request got no response at all (docs/reliability.md). */
export const NETWORK_ERROR_MESSAGE = msg(
  'Could not reach the server. Check your connection and try again.',
)

/** What every form and page says when the server took longer than the app waits (REQUEST_TIMEOUT_MS; docs/reliability.md). */
export const TIMEOUT_MESSAGE = msg('The server took too long to answer. Please try again.')

/** How long the app waits for a response before it gives up on a request. */
export const REQUEST_TIMEOUT_MS = 30_000

/** Whether `error` is a request the app gave up on after REQUEST_TIMEOUT_MS (see api/client.ts). */
export const timedOut = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { timedOut?: unknown }).timedOut === true

/** Whether the browser says it has no connection; never outside a browser. */
export const isOffline = (): boolean =>
  typeof navigator === 'object' && navigator !== null && navigator.onLine === false

/** Whether `error` means the request never got a response: an ApiError with status 0 (see api/client.ts), fetch's own TypeError, or any failure while the browser is offline. */
export function isNetworkFailure(error: unknown): boolean {
  if (isOffline()) return true
  // A refusal of this site's address (CORS) looks the same to the browser, but the server responded.
  if (typeof error === 'object' && error !== null && (error as { refused?: unknown }).refused)
    return false
  if (error instanceof TypeError) return true
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0
}

/** Whether `error` is a 401 that ended the signed-in session: the app says so once, in its own words, so the request's own failure is not shown as well. */
export const endedSession = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { sessionEnded?: unknown }).sessionEnded === true
