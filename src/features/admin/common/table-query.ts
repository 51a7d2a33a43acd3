/** An admin table's view as it lives in the query string, so it survives a reload and can be shared. */
export const PAGE_SIZES = [10, 25, 50] as const
export const DEFAULT_PAGE_SIZE = 10

export type SortOrder = 1 | -1

export interface TableQuery {
  page: number
  rows: number
  sort: string | null
  order: SortOrder
  q: string
  filters: Record<string, string>
}

const wholeNumber = (text: string | null, fallback: number) => {
  const n = Number(text)
  return text !== null && Number.isInteger(n) && n >= 0 ? n : fallback
}

/** Reads a view from a query string; unknown or broken values fall back to the defaults. */
export function parseTableQuery(
  search: string,
  filterKeys: readonly string[] = [],
  sortable: readonly string[] = [],
): TableQuery {
  const params = new URLSearchParams(search)
  const rows = wholeNumber(params.get('rows'), DEFAULT_PAGE_SIZE)
  const page = wholeNumber(params.get('page'), 1)
  const sort = params.get('sort')
  const filters: Record<string, string> = {}
  for (const key of filterKeys) {
    const value = params.get(key)?.trim()
    if (value) filters[key] = value
  }
  return {
    page: Math.max(page, 1) - 1,
    rows: (PAGE_SIZES as readonly number[]).includes(rows) ? rows : DEFAULT_PAGE_SIZE,
    sort: sort && sortable.includes(sort) ? sort : null,
    order: params.get('order') === 'desc' ? -1 : 1,
    q: params.get('q') ?? '',
    filters,
  }
}

/** Writes a view as a query string (pages counted from 1; defaults left out). */
export function tableQueryToSearch(query: TableQuery): string {
  const params = new URLSearchParams()
  if (query.q.trim()) params.set('q', query.q)
  for (const [key, value] of Object.entries(query.filters)) if (value) params.set(key, value)
  if (query.sort) {
    params.set('sort', query.sort)
    if (query.order === -1) params.set('order', 'desc')
  }
  if (query.page > 0) params.set('page', String(query.page + 1))
  if (query.rows !== DEFAULT_PAGE_SIZE) params.set('rows', String(query.rows))
  return params.toString()
}

export interface RowAccess<T> {
  text: (row: T) => string
  sortValue: (row: T, field: string) => string | number
  matches?: (row: T, filters: Record<string, string>) => boolean
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function sortKeys(values: ReadonlyArray<string | number>): number[] {
  if (values.every((value) => typeof value === 'number')) return values as number[]
  const distinct = [...new Set(values.map(String))].sort(collator.compare)
  const ranks = new Map<string, number>()
  let rank = 0
  distinct.forEach((value, index) => {
    if (index > 0 && collator.compare(distinct[index - 1]!, value) !== 0) rank++
    ranks.set(value, rank)
  })
  return values.map((value) => ranks.get(String(value))!)
}

/** The rows a view shows: every search word matches, the filters pass, then a stable sort applies. */
export function applyTableQuery<T>(
  rows: readonly T[],
  query: Pick<TableQuery, 'q' | 'sort' | 'order' | 'filters'>,
  access: RowAccess<T>,
): readonly T[] {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean)
  const matches = Object.keys(query.filters).length > 0 ? access.matches : undefined
  const kept =
    words.length > 0 || matches
      ? rows.filter((row) => {
          if (matches && !matches(row, query.filters)) return false
          const text = words.length > 0 ? access.text(row).toLowerCase() : ''
          return words.every((word) => text.includes(word))
        })
      : rows
  const { sort, order } = query
  if (!sort) return kept
  // Each row's value is read once, not at every comparison (a time column parses its text).
  const keys = sortKeys(kept.map((row) => access.sortValue(row, sort)))
  const indexes = kept.map((_, index) => index)
  indexes.sort((a, b) => (keys[a]! - keys[b]!) * order)
  return indexes.map((index) => kept[index]!)
}

/** The page index to show: the asked one, or the last page when the rows no longer reach it. */
export function clampPage(page: number, total: number, rows: number): number {
  const last = Math.max(Math.ceil(total / rows) - 1, 0)
  return Math.min(page, last)
}
