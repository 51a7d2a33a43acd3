import { useCallback, useDeferredValue, useEffect, useMemo } from 'react'
import { useSearchParams } from 'wouter'
import {
  applyTableQuery,
  clampPage,
  parseTableQuery,
  type RowAccess,
  type TableQuery,
  tableQueryToSearch,
} from './table-query'

export interface TableViewOptions<T> {
  access: RowAccess<T>
  sortable: readonly string[]
  filters?: readonly string[]
}

/** An admin list's view in the query string; changes replace the history entry so Back does not replay every keystroke. */
export function useTableView<T>(data: readonly T[] | undefined, options: TableViewOptions<T>) {
  const { access, sortable, filters = [] } = options
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key lists are constants of the page
  const query = useMemo(() => parseTableQuery(search, filters, sortable), [search])

  // One function for the page's whole life (parts of the page that do not change with the view
  // need not render again): it reads the view the address holds when it is called, and `changes`
  // may be worked out from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key lists are constants of the page
  const update = useCallback(
    (changes: Partial<TableQuery> | ((current: TableQuery) => Partial<TableQuery>)) => {
      setParams(
        (params) => {
          const current = parseTableQuery(params.toString(), filters, sortable)
          const asked = typeof changes === 'function' ? changes(current) : changes
          return tableQueryToSearch({ ...current, page: 0, ...asked })
        },
        { replace: true },
      )
    },
    [setParams],
  )
  const setSearch = useCallback((q: string) => update({ q }), [update])
  // Only the search is worked out from a deferred copy (typing stays quick however many rows there are); a sort or a filter applies in the same render as its click, and a page change works nothing out again.
  const q = useDeferredValue(query.q)
  const { sort, order } = query
  const filtersKey = JSON.stringify(query.filters)
  // biome-ignore lint/correctness/useExhaustiveDependencies: access is a constant of the page; the filters count by value
  const rows = useMemo(
    () => applyTableQuery(data ?? [], { q, sort, order, filters: query.filters }, access),
    [data, q, sort, order, filtersKey],
  )
  // An address past the last page (?page=999) shows the last page, and then says so too.
  const lastPage = clampPage(query.page, rows.length, query.rows)
  const settled = data !== undefined && q === query.q
  useEffect(() => {
    if (settled && lastPage !== query.page) update({ page: lastPage })
  }, [settled, lastPage, query.page, update])
  return { query, update, setSearch, rows }
}

export type TableView<T> = ReturnType<typeof useTableView<T>>
