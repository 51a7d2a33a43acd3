/**
 * How deep the tab's history was when the app started: only entries the app pushed since
 * then are safe to go back to (history.length alone also counts other sites' pages). Read
 * once when the first bundle runs (main.tsx imports this first), not when a lazily loaded
 * page first asks.
 */
export const ENTRY_HISTORY_LENGTH = typeof window === 'undefined' ? 1 : window.history.length

/** Whether Back would stay inside the app. */
export const canGoBackInApp = (): boolean => window.history.length > ENTRY_HISTORY_LENGTH
