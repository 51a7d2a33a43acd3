/** How deep the tab's history was when the app started: only entries the app pushed since then are safe to go back to (history.length alone also counts other sites' pages). */
let entryLength = typeof window === 'undefined' ? 1 : window.history.length

/** Reads the history's depth before any navigation (the start-up calls this first). */
export function recordEntryHistory(): void {
  entryLength = window.history.length
}

export const canGoBackInApp = (): boolean => window.history.length > entryLength
