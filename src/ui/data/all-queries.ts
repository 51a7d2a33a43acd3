import type { QueryState } from './load-view'

/**
 * Several queries as one state for LoadView, apart from its data: the first error, busy while
 * any fetches, and a retry that refetches the failed ones.
 */
export function allQueries(
  results: ReadonlyArray<Omit<QueryState<unknown>, 'data'>>,
): Omit<QueryState<never>, 'data'> {
  return {
    error: results.find((result) => result.error)?.error ?? null,
    isFetching: results.some((result) => result.isFetching),
    refetch: () =>
      Promise.all(results.filter((result) => result.error).map((result) => result.refetch())),
  }
}
