// How deep the tab's history was when the app started: only entries the app pushed since
// then are safe to go back to. history.length alone would also count pages of other sites.
const entryHistoryLength = typeof window === 'undefined' ? 1 : window.history.length

/** The guarded page a route guard sent the visitor here from, if any (see app/guards.tsx). */
function guardedPage(): string | null {
  const from = (window.history.state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/auth') ? from : null
}

/**
 * After signing in the user returns to the page they came from (SPEC.md section 4): the
 * guarded page that sent them here, else the previous page. When the app was opened
 * directly on /auth there is no page of ours to go back to: go home.
 */
export function leaveAuthPage(
  navigate: (to: string, options?: { replace?: boolean }) => void,
  { signedIn = false } = {},
) {
  const from = signedIn ? guardedPage() : null
  if (from) navigate(from, { replace: true })
  else if (window.history.length > entryHistoryLength) window.history.back()
  else navigate('/', { replace: true })
}
