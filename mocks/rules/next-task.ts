/** Resolves in a new task, so that the page can respond to a click and paint between two parts of a long piece of work (a microtask would not let it). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Records per part of a long run of work between two tasks. */
export const RECORDS_PER_TASK = 500
