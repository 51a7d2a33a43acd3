import { HttpResponse, http } from 'msw'

/** The embedded backend runs in the page, so it would respond even with the connection gone. */
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
