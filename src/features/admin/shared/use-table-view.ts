import { useCallback, useDeferredValue, useMemo } from 'react'
import { useSearchParams } from 'wouter'
import {
  applyTableQuery,
  parseTableQuery,
  type RowAccess,
  type TableQuery,
  tableQueryToSearch,
} from './table-query'

export interface TableViewOptions<T> {
  /** How rows are searched, sorted and filtered. */
  access: RowAccess<T>
  /** The columns that sort (others in the URL are ignored). */
  sortable: readonly string[]
  /** The filters the URL may carry (e.g. status). */
  filters?: readonly string[]
}

/**
 * An admin list's view of its rows: the view (page, sort, search, filters) lives in the query
 * string, so it survives a reload and can be shared; changes replace the history entry (paging
 * or typing a search should not fill Back with steps), and any change but paging goes back to
 * the first page. The rows are worked out from a deferred copy of the view, so typing stays
 * quick however many rows there are.
 */
export function useTableView<T>(data: readonly T[] | undefined, options: TableViewOptions<T>) {
  const { access, sortable, filters = [] } = options
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key lists are constants of the page
  const query = useMemo(() => parseTableQuery(search, filters, sortable), [search])

  const update = useCallback(
    (changes: Partial<TableQuery>) => {
      const next: TableQuery = { ...query, page: 0, ...changes }
      setParams(tableQueryToSearch(next), { replace: true })
    },
    [query, setParams],
  )
  const deferred = useDeferredValue(query)
  // biome-ignore lint/correctness/useExhaustiveDependencies: access is a constant of the page
  const rows = useMemo(() => applyTableQuery(data ?? [], deferred, access), [data, deferred])
  return { query, update, rows }
}
