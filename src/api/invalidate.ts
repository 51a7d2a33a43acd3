import { hashKey, type MutationFunctionContext, type QueryKey } from '@tanstack/react-query'

/** A mutation's onSuccess: every query under `key` is stale and those on screen refetch. */
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
