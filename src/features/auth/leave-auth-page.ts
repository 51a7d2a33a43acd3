import { canGoBackInApp } from '../../ui/entry-history'

/** The guarded page a route guard sent the visitor here from, if any (see app/guards.tsx). */
function guardedPage(): string | null {
  const from = (window.history.state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/auth') ? from : null
}

/** After signing in the user returns to the page they came from (docs/product.md section 4): the guarded page that sent them here, else the previous page. */
export function leaveAuthPage(
  navigate: (to: string, options?: { replace?: boolean }) => void,
  { signedIn = false } = {},
) {
  const from = signedIn ? guardedPage() : null
  if (from) navigate(from, { replace: true })
  else if (canGoBackInApp()) window.history.back()
  else navigate('/', { replace: true })
}
