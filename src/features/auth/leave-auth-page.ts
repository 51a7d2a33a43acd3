// How deep the tab's history was when the app started: only entries the app pushed since
// then are safe to go back to. history.length alone would also count pages of other sites.
const entryHistoryLength = typeof window === 'undefined' ? 1 : window.history.length

/**
 * After signing in the user returns to the page they came from (SPEC.md section 4). When
 * the app was opened directly on /auth there is no page of ours to go back to: go home.
 */
export function leaveAuthPage(navigate: (to: string, options?: { replace?: boolean }) => void) {
  if (window.history.length > entryHistoryLength) window.history.back()
  else navigate('/', { replace: true })
}
