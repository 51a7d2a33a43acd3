import { hashKey, type QueryKey, useQueryClient } from '@tanstack/react-query'

/**
 * After a save: every query under `key` is stale, and those on screen refetch. A deleted
 * record's own query is left out, since asking for it again could only get a 404.
 */
export function useInvalidate() {
  const queryClient = useQueryClient()
  return (key: QueryKey, deleted?: QueryKey) =>
    void queryClient.invalidateQueries({
      queryKey: key,
      predicate: (query) => deleted === undefined || query.queryHash !== hashKey(deleted),
    })
}
