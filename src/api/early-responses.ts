// Responses 200.html's inline script asked for, by address, so that the client does not ask again.
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
