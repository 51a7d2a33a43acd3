import { hashKey, type MutationFunctionContext, type QueryKey } from '@tanstack/react-query'

/**
 * A mutation's onSuccess: every query under `key` is stale and those on screen refetch. A
 * deleted record's own query is left out, since asking for it again could only get a 404.
 */
export const invalidates =
  (key: QueryKey, deleted?: QueryKey) =>
  <Data, Variables>(
    _data: Data,
    _variables: Variables,
    _result: unknown,
    { client }: MutationFunctionContext,
  ) =>
    void client.invalidateQueries({
      queryKey: key,
      predicate: (query) => deleted === undefined || query.queryHash !== hashKey(deleted),
    })
