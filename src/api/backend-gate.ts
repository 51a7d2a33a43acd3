/**
 * The demo build paints its first screen while its embedded backend starts (the backend's
 * code, the service worker and the stored data take a moment); until then the app's calls
 * wait here. Live builds never hold the gate: their calls go out at once.
 */
let gate: Promise<void> | undefined

/** Holds every call of the app's API client until `started` settles (failing with its error). */
export function holdCallsUntil(started: Promise<void>): void {
  gate = started
}

/** What calls wait for; undefined once nothing holds them. */
export function callsHeld(): Promise<void> | undefined {
  return gate
}
