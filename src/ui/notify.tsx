import { lazy, Suspense, useSyncExternalStore } from 'react'

// The toast library comes with the first notification, not with the first page: most visits
// to the home page never show one. Toasts asked for before it arrives are queued by it.
const loadHost = () => import('./toast-host')
const ToastHost = lazy(async () => ({ default: (await loadHost()).ToastHost }))

let wanted = false
const listeners = new Set<() => void>()
function want(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Where notifications appear; rendered once by the app, mounted on the first notification. */
export function Notifications() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  )
}

function show(kind: 'success' | 'info' | 'error', message: string): void {
  want()
  void loadHost().then(({ toast }) => toast[kind](message))
}

export function notifySuccess(message: string): void {
  show('success', message)
}

export function notifyInfo(message: string): void {
  show('info', message)
}

/** Shows the server's message of a failed call (or any error's message). */
export function notifyError(error: unknown): void {
  // An ApiError carries the server's message as its own.
  const message =
    error instanceof Error && error.message
      ? error.message
      : typeof error === 'string'
        ? error
        : 'Something went wrong. Please try again.'
  show('error', message)
}
