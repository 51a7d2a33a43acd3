/**
 * After signing in the user returns to the page they came from (SPEC.md section 4). A tab
 * opened directly on /auth has nothing to go back to, so it goes home instead.
 */
export function leaveAuthPage(navigate: (to: string, options?: { replace?: boolean }) => void) {
  if (window.history.length > 1) window.history.back()
  else navigate('/', { replace: true })
}
