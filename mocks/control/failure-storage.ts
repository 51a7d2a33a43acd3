import { type FailureSwitches, parseFailureSet } from './failures'

/** Where a tab keeps its failures on demand (sessionStorage: this tab only, kept across reloads). */
export const FAILURES_KEY = 'autovia.demo.failures'

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Keeps `switches` in `store` across reloads of the tab: restores what was on, then saves every change (a one-call failure used up included). */
export function keepFailures(switches: FailureSwitches, store: Store | undefined): () => void {
  if (!store) return () => undefined
  try {
    const text = store.getItem(FAILURES_KEY)
    if (text !== null) switches.set(parseFailureSet(JSON.parse(text)))
  } catch {
    store.removeItem(FAILURES_KEY)
  }
  return switches.subscribe(() => {
    try {
      if (switches.any) store.setItem(FAILURES_KEY, JSON.stringify(switches.describe()))
      else store.removeItem(FAILURES_KEY)
    } catch {
      // Storage full or refused: the failures still apply until the tab reloads.
    }
  })
}

export function tabStorage(): Store | undefined {
  try {
    return typeof sessionStorage === 'object' ? sessionStorage : undefined
  } catch {
    return undefined
  }
}
