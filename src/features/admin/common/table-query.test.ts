import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyTableQuery,
  clampPage,
  parseTableQuery,
  type RowAccess,
  type TableQuery,
  tableQueryToSearch,
} from './table-query'

interface Row {
  id: number
  name: string
  price: number
  status: string
}
const rows: Row[] = [
  { id: 1, name: 'Audi A4', price: 40, status: 'DONE' },
  { id: 2, name: 'BMW X5', price: 120, status: 'CREATED' },
  { id: 3, name: 'audi Q7', price: 95, status: 'CREATED' },
  { id: 4, name: 'Volvo 940', price: 9, status: 'CANCELED' },
  { id: 5, name: 'Volvo 240', price: 95, status: 'CREATED' },
]
const access: RowAccess<Row> = {
  text: (r) => `${r.name} ${r.status}`,
  sortValue: (r, field) => (field === 'price' ? r.price : r.name),
  matches: (r, filters) => !filters.status || r.status === filters.status,
}
const view = (changes: Partial<TableQuery>) => ({
  ...parseTableQuery('', ['status'], ['name', 'price']),
  ...changes,
})
const ids = (list: readonly Row[]) => list.map((r) => r.id)

describe('admin table views', () => {
  it('search every word in any field, ignoring case', () => {
    expect(ids(applyTableQuery(rows, view({ q: 'AUDI' }), access))).toEqual([1, 3])
    expect(ids(applyTableQuery(rows, view({ q: 'volvo created' }), access))).toEqual([5])
    expect(ids(applyTableQuery(rows, view({ q: '  ' }), access))).toEqual([1, 2, 3, 4, 5])
  })

  it('filter, then sort both ways with ties in their original order', () => {
    const created = view({ filters: { status: 'CREATED' }, sort: 'price' })
    expect(ids(applyTableQuery(rows, created, access))).toEqual([3, 5, 2])
    expect(ids(applyTableQuery(rows, { ...created, order: -1 }, access))).toEqual([2, 3, 5])
  })

  it('sort text naturally: numbers inside names by value, case ignored', () => {
    expect(ids(applyTableQuery(rows, view({ sort: 'name' }), access))).toEqual([1, 3, 2, 5, 4])
  })

  it('keep names that differ only in case in list order, both ways', () => {
    const twins: Row[] = [
      { id: 10, name: 'ada', price: 1, status: 'DONE' },
      { id: 11, name: 'Zed', price: 1, status: 'DONE' },
      { id: 12, name: 'Ada', price: 1, status: 'DONE' },
      { id: 13, name: 'ada', price: 1, status: 'DONE' },
    ]
    expect(ids(applyTableQuery(twins, view({ sort: 'name' }), access))).toEqual([10, 12, 13, 11])
    const down = view({ sort: 'name', order: -1 })
    expect(ids(applyTableQuery(twins, down, access))).toEqual([11, 10, 12, 13])
  })

  it('give the same rows as a plain filter and stable sort, view after view of one list', () => {
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
    const reference = (list: Row[], query: ReturnType<typeof view>) => {
      const words = query.q.toLowerCase().split(/\s+/).filter(Boolean)
      const kept = list.filter(
        (r) =>
          access.matches!(r, query.filters) &&
          words.every((word) => access.text(r).toLowerCase().includes(word)),
      )
      if (!query.sort) return kept
      const field = query.sort
      const compare = (a: Row, b: Row) => {
        const x = access.sortValue(a, field)
        const y = access.sortValue(b, field)
        return typeof x === 'number' && typeof y === 'number'
          ? x - y
          : collator.compare(String(x), String(y))
      }
      return kept
        .map((row, index) => ({ row, index }))
        .sort((a, b) => compare(a.row, b.row) * query.order || a.index - b.index)
        .map(({ row }) => row)
    }
    const row = fc.record({
      id: fc.nat(),
      name: fc.constantFrom('Audi A4', 'audi a4', 'BMW X5', 'Volvo 240', 'Volvo 940', 'Zoe'),
      price: fc.integer({ min: -5, max: 5 }),
      status: fc.constantFrom('DONE', 'CREATED'),
    })
    const query = fc.record({
      q: fc.constantFrom('', 'volvo', 'a4 done', 'created'),
      sort: fc.constantFrom(null, 'name', 'price'),
      order: fc.constantFrom(1 as const, -1 as const),
      filters: fc.constantFrom<Record<string, string>>({}, { status: 'DONE' }),
    })
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 40 }),
        fc.array(query, { maxLength: 6 }),
        (list, queries) => {
          // One list asked several views in turn, as a table is: what one view worked out must
          // never leak wrongly into the next.
          for (const changes of queries) {
            const asked = view(changes)
            expect(ids(applyTableQuery(list, asked, access))).toEqual(ids(reference(list, asked)))
          }
        },
      ),
    )
  })

  it('sort a list by its own values: a reloaded list is not sorted as the one before', () => {
    const first = rows.map((r) => ({ ...r }))
    expect(ids(applyTableQuery(first, view({ sort: 'price' }), access))).toEqual([4, 1, 3, 5, 2])
    const reloaded = first.map((r) => (r.id === 4 ? { ...r, price: 500 } : r))
    expect(ids(applyTableQuery(reloaded, view({ sort: 'price' }), access))).toEqual([1, 3, 5, 2, 4])
    expect(ids(applyTableQuery(reloaded, view({ sort: 'name', order: -1 }), access))).toEqual([
      4, 5, 2, 3, 1,
    ])
  })

  it('read a view back from the query string it wrote', () => {
    const written: TableQuery = {
      page: 2,
      rows: 25,
      sort: 'price',
      order: -1,
      q: 'volvo',
      filters: { status: 'DONE' },
    }
    const search = tableQueryToSearch(written)
    expect(search).toBe('q=volvo&status=DONE&sort=price&order=desc&page=3&rows=25')
    expect(parseTableQuery(search, ['status'], ['name', 'price'])).toEqual(written)
  })

  it('leave defaults out of the URL and refuse values it does not know', () => {
    expect(tableQueryToSearch(view({}))).toBe('')
    const odd = parseTableQuery(
      'page=-2&rows=7&sort=password&order=up&other=1',
      ['status'],
      ['name'],
    )
    expect(odd).toEqual({ page: 0, rows: 10, sort: null, order: 1, q: '', filters: {} })
  })

  it('show the last page when a page number lies beyond the rows', () => {
    expect(clampPage(5, 23, 10)).toBe(2)
    expect(clampPage(1, 23, 10)).toBe(1)
    expect(clampPage(3, 0, 10)).toBe(0)
  })
})
