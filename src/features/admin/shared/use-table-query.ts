import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'wouter'
import { parseTableQuery, type TableQuery, tableQueryToSearch } from './table-query'

/**
 * An admin table's view kept in the query string. Changes replace the history entry (paging
 * or typing a search should not fill Back with steps); any change but paging goes back to
 * the first page.
 */
export function useTableQuery(filterKeys: readonly string[], sortable: readonly string[]) {
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key lists are constants of the page
  const query = useMemo(() => parseTableQuery(search, filterKeys, sortable), [search])

  const update = useCallback(
    (changes: Partial<TableQuery>) => {
      const next: TableQuery = { ...query, page: 0, ...changes }
      setParams(tableQueryToSearch(next), { replace: true })
    },
    [query, setParams],
  )
  return { query, update }
}
