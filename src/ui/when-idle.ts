/**
 * Runs `task` once the page has nothing else to do (requestIdleCallback; a short timer in a
 * browser without it). Returns a function that cancels it if it has not run yet.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task())
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 50)
  return () => clearTimeout(timer)
}
