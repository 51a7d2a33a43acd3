/**
 * The demo build paints its first screen while its embedded backend starts (the backend's
 * code, the service worker and the stored data take a moment); until then the app's calls
 * wait here. Live builds never hold the gate: their calls go out at once.
 */
let gate: Promise<void> | undefined

/**
 * Holds every call of the app's API client until `started` settles: once it has, calls go
 * straight out again; should it fail, they fail with its error.
 */
export function holdCallsUntil(started: Promise<void>): void {
  gate = started
  started.then(
    () => {
      if (gate === started) gate = undefined
    },
    () => undefined,
  )
}

/** What calls wait for; undefined while nothing holds them. */
export function callsHeld(): Promise<void> | undefined {
  return gate
}
