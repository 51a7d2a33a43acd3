import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react'

export type LoadStatus = 'loading' | 'ready' | 'error'

export interface LoadState<T> {
  status: LoadStatus
  /** The latest answer; kept while a retry or reload runs, dropped when the inputs change. */
  data: T | undefined
  /** Why the latest load failed (an ApiError carries the server's message). */
  error: Error | undefined
}

export interface Loaded<T> extends LoadState<T> {
  /** Loads again (after an error, or to refresh); the data shown meanwhile stays. */
  reload: () => void
  /** Replaces the data in place, e.g. after a change the page made itself. */
  setData: (update: (data: T | undefined) => T | undefined) => void
}

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Unknown error')

/**
 * The one way a screen reads data: runs `load` when `deps` change (or on reload) and tells
 * loading, ready and error apart. Only the newest load may answer: an older one that
 * settles late is ignored, and it is aborted through `signal` when the inputs change or the
 * screen goes away.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({
    status: 'loading',
    data: undefined,
    error: undefined,
  })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load
  // Which inputs the data belongs to, so new inputs never show the old inputs' data.
  const depsKey = useRef<DependencyList | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide, plus reloads
  useEffect(() => {
    const call = ++latest.current
    const controller = new AbortController()
    const sameInputs =
      depsKey.current !== null &&
      depsKey.current.length === deps.length &&
      depsKey.current.every((value, index) => Object.is(value, deps[index]))
    depsKey.current = deps
    setState((previous) => ({
      status: 'loading',
      data: sameInputs ? previous.data : undefined,
      error: undefined,
    }))
    loadRef.current(controller.signal).then(
      (data) => {
        if (call === latest.current) setState({ status: 'ready', data, error: undefined })
      },
      (error: unknown) => {
        if (call !== latest.current || controller.signal.aborted) return
        setState((previous) => ({ status: 'error', data: previous.data, error: asError(error) }))
      },
    )
    return () => controller.abort()
  }, [...deps, attempt])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  const setData = useCallback(
    (update: (data: T | undefined) => T | undefined) =>
      setState((previous) => ({ ...previous, data: update(previous.data) })),
    [],
  )
  return { ...state, reload, setData }
}
