import { HttpResponse, http } from 'msw'

/**
 * The embedded backend runs in the page, so it would respond even with the connection gone.
 * A connection that drops during the visit reaches it as it would reach a real server: every
 * call fails without a response until the browser is online again, so the demo shows what a live
 * build shows. A demo opened without a connection (frontend work offline) keeps responding.
 */
export function droppedConnectionHandler(baseUrl: string) {
  let dropped = false
  window.addEventListener('offline', () => {
    dropped = true
  })
  window.addEventListener('online', () => {
    dropped = false
  })
  const base = baseUrl.replace(/\/+$/, '')
  return http.all(`${base}/*`, () => (dropped ? HttpResponse.error() : undefined))
}
