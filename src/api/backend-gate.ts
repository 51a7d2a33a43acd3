// The demo paints while its embedded backend starts; until then the app's calls wait here.
let gate: Promise<void> | undefined

/** Holds the app's calls until `started` settles; should it fail, they fail with its error. */
export function holdCallsUntil(started: Promise<void>): void {
  gate = started
  started.then(
    () => {
      if (gate === started) gate = undefined
    },
    () => undefined,
  )
}

export function callsHeld(): Promise<void> | undefined {
  return gate
}
