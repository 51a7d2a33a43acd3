/** Tells a CORS refusal from a server that cannot be reached (the browser reports both alike): if a request any address may send gets a response, the server is up and refused this site. */
export async function refusalMessage(apiBase: string): Promise<string | undefined> {
  if (typeof location !== 'object' || typeof fetch !== 'function') return undefined
  let apiOrigin: string
  try {
    apiOrigin = new URL(apiBase, location.href).origin
  } catch {
    return undefined
  }
  // On the API's own address no CORS applies: a network error there is a network error.
  if (apiOrigin === location.origin) return undefined
  try {
    await fetch(`${apiBase}/car/visitors/all`, { method: 'HEAD', cache: 'no-store' })
  } catch {
    return undefined
  }
  return `The server refused this site's address (${location.origin}). Ask your administrator to serve the app on the same address as the API.`
}
