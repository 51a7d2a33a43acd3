/**
 * Responses a page's inline script asked for before the app's code came (200.html's first
 * screen), by address: the client takes one instead of asking again, once. A response of null
 * (the request failed) is asked for again.
 */
const KEY = 'autoviaEarlyResponses'
type Scope = { [KEY]?: Record<string, Promise<unknown>> }

export function leaveResponse(url: string, response: Promise<unknown>, scope: object = globalThis) {
  const page = scope as Scope
  page[KEY] ??= {}
  page[KEY][url] = response
}

export function takeResponse(
  url: string,
  scope: object = globalThis,
): Promise<unknown> | undefined {
  const responses = (scope as Scope)[KEY]
  const response = responses?.[url]
  delete responses?.[url]
  return response
}
