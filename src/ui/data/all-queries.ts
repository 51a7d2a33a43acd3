import type { QueryState } from './load-view'

/** Several queries as one LoadView state (no data): the first error, and a retry of the failed. */
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
