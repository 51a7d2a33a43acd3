/**
 * Answers that a page's own script asked the API for before the app's code had come (a live
 * build's first-screen script, src/app/first-screen/first-screen.ts, asks for the fleet on the
 * list of cars), left for the app's call of the same address, so that the API is asked once.
 *
 * An answer is the body of a 200 as JSON, or null when there was none (an error, no network,
 * not JSON): the call then asks the API itself, and says what went wrong as any call does.
 * Each answer is taken once, by the first call of its address.
 */
const KEY = 'autoviaEarlyAnswers'

type Scope = { [KEY]?: Map<string, Promise<unknown>> }

/** Leaves the answer of GET `url` for the app to take. */
export function leaveEarlyAnswer(
  url: string,
  answer: Promise<unknown>,
  scope: object = globalThis,
): void {
  const page = scope as Scope
  page[KEY] ??= new Map()
  page[KEY].set(url, answer)
}

/** The answer left for GET `url`, once; undefined when there is none (left, or left and taken). */
export function takeEarlyAnswer(
  url: string,
  scope: object = globalThis,
): Promise<unknown> | undefined {
  const answers = (scope as Scope)[KEY]
  const answer = answers?.get(url)
  answers?.delete(url)
  return answer
}
