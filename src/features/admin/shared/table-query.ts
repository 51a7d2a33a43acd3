/**
 * An admin table's view (page, page size, sort, search and filters) as it lives in the query
 * string, so a view survives a reload and can be shared; and the one way rows are searched,
 * filtered and sorted in memory (fast enough for 10,000 rows: keys are computed once a sort).
 */
export const PAGE_SIZES = [10, 25, 50] as const
export const DEFAULT_PAGE_SIZE = 10

export type SortOrder = 1 | -1

export interface TableQuery {
  /** Zero-based page index. */
  page: number
  rows: number
  sort: string | null
  order: SortOrder
  q: string
  /** Extra filters of the table, by name (e.g. status). Absent means "all". */
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
  /** All the text a search looks through, for one row. */
  text: (row: T) => string
  /** The value a column sorts by. */
  sortValue: (row: T, field: string) => string | number
  /** Whether a row passes the table's extra filters. */
  matches?: (row: T, filters: Record<string, string>) => boolean
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/**
 * What a list's rows cost to search and sort, worked out once per list (the loaded array) and
 * way of reading it: each row's search text, per column each row's rank (rows the sort holds
 * equal share one), and per column and direction the rows' order. A sort of 10,000 rows is then
 * a counting sort of small numbers done once; sorting back and forth, paging, filtering or
 * typing the next letter only walk an order that is known already.
 */
interface ListCache {
  texts?: string[]
  ranks: Map<string, Int32Array>
  /** Per column and direction (see orderKey): every row's index, in the sort's order. */
  orders: Map<string, Int32Array>
  /** Per column and direction: the rows in that order (the view without search or filters). */
  sorted: Map<string, readonly unknown[]>
}
const caches = new WeakMap<RowAccess<never>, WeakMap<readonly unknown[], ListCache>>()

function cacheOf<T>(rows: readonly T[], access: RowAccess<T>): ListCache {
  const key = access as RowAccess<never>
  let lists = caches.get(key)
  if (!lists) {
    lists = new WeakMap()
    caches.set(key, lists)
  }
  let cache = lists.get(rows)
  if (!cache) {
    cache = { ranks: new Map(), orders: new Map(), sorted: new Map() }
    lists.set(rows, cache)
  }
  return cache
}

const orderKey = (field: string, order: SortOrder) => `${order} ${field}`

/**
 * The rows a view shows, in order: every search word must appear (case-insensitive, in any
 * field), the filters must pass, then the sort applies (ties keep their order). The answer is
 * shared by every view of the same rows, sort and direction without search or filters: it is
 * not to be changed.
 */
export function applyTableQuery<T>(
  rows: readonly T[],
  query: Pick<TableQuery, 'q' | 'sort' | 'order' | 'filters'>,
  access: RowAccess<T>,
): readonly T[] {
  const cache = cacheOf(rows, access)
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length > 0) cache.texts ??= rows.map((row) => access.text(row).toLowerCase())
  const texts = words.length > 0 ? cache.texts : undefined
  const { matches } = access
  const filters = Object.keys(query.filters).length > 0 ? matches : undefined
  const keeps = (index: number) =>
    (!filters || filters(rows[index]!, query.filters)) &&
    (!texts || words.every((word) => texts[index]!.includes(word)))
  const { sort, order } = query
  if (!sort) return filters || texts ? rows.filter((_, index) => keeps(index)) : rows
  if (!filters && !texts) return sortedRows(rows, access, sort, order)
  const kept: T[] = []
  for (const index of orderOf(rows, access, sort, order)) if (keeps(index)) kept.push(rows[index]!)
  return kept
}

/** Each row's rank in a column's sort, worked out on first use. */
function ranksOf<T>(rows: readonly T[], access: RowAccess<T>, field: string): Int32Array {
  const cache = cacheOf(rows, access)
  let ranks = cache.ranks.get(field)
  if (!ranks) {
    ranks = rank(rows.map((row) => access.sortValue(row, field)))
    cache.ranks.set(field, ranks)
  }
  return ranks
}

/** The rows' indexes in a column's sort, up or down, worked out on first use. */
function orderOf<T>(
  rows: readonly T[],
  access: RowAccess<T>,
  field: string,
  order: SortOrder,
): Int32Array {
  const cache = cacheOf(rows, access)
  const key = orderKey(field, order)
  let indexes = cache.orders.get(key)
  if (!indexes) {
    indexes = countingSort(ranksOf(rows, access, field), order)
    cache.orders.set(key, indexes)
  }
  return indexes
}

/** The rows in a column's sort, up or down (the view without search or filters), kept once made. */
function sortedRows<T>(
  rows: readonly T[],
  access: RowAccess<T>,
  field: string,
  order: SortOrder,
): readonly T[] {
  const cache = cacheOf(rows, access)
  const key = orderKey(field, order)
  let sorted = cache.sorted.get(key) as readonly T[] | undefined
  if (!sorted) {
    sorted = Array.from(orderOf(rows, access, field, order), (index) => rows[index]!)
    cache.sorted.set(key, sorted)
  }
  return sorted
}

/**
 * Works out the sort of `field` in one direction ahead of its first use (for example while the
 * page is idle), so that the first click on that column is as quick as the next ones.
 */
export function prepareSort<T>(
  rows: readonly T[],
  access: RowAccess<T>,
  field: string,
  order: SortOrder,
): void {
  orderOf(rows, access, field, order)
}

/**
 * Sort keys as dense ranks in the same order (0, 1, 2...): numbers by value, text collated once
 * per distinct value (a column of 10,000 rows has far fewer); keys the sort holds equal
 * ("Ada", "ada") share a rank.
 */
function rank(keys: ReadonlyArray<string | number>): Int32Array {
  const numeric = keys.every((key) => typeof key === 'number')
  const distinct: ArrayLike<string | number> = numeric
    ? Float64Array.from(new Set(keys as number[])).sort()
    : [...new Set(keys.map(String))].sort(collator.compare)
  const rankOf = new Map<string | number, number>()
  let current = -1
  for (let index = 0; index < distinct.length; index++) {
    const key = distinct[index]!
    const previous = distinct[index - 1]
    const same =
      index > 0 &&
      (numeric ? previous === key : collator.compare(String(previous), String(key)) === 0)
    if (!same) current++
    rankOf.set(key, current)
  }
  return Int32Array.from(keys, (key) => rankOf.get(numeric ? key : String(key))!)
}

/** Every row's index (list order) ordered by rank, up or down; equal ranks keep list order. */
function countingSort(ranks: Int32Array, order: SortOrder): Int32Array {
  let top = 0
  for (let index = 0; index < ranks.length; index++) top = Math.max(top, ranks[index]!)
  // starts[b]: where the rows of bucket b go, counted from the buckets before it.
  const starts = new Int32Array(top + 2)
  const buckets = new Int32Array(ranks.length)
  for (let index = 0; index < ranks.length; index++) {
    const bucket = order === 1 ? ranks[index]! : top - ranks[index]!
    buckets[index] = bucket
    starts[bucket + 1] = starts[bucket + 1]! + 1
  }
  for (let b = 1; b < starts.length; b++) starts[b] = starts[b]! + starts[b - 1]!
  const sorted = new Int32Array(ranks.length)
  for (let index = 0; index < ranks.length; index++) {
    const bucket = buckets[index]!
    sorted[starts[bucket]!] = index
    starts[bucket] = starts[bucket]! + 1
  }
  return sorted
}

/** The page index to show: the asked one, or the last page when the rows no longer reach it. */
export function clampPage(page: number, total: number, rows: number): number {
  const last = Math.max(Math.ceil(total / rows) - 1, 0)
  return Math.min(page, last)
}
