import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { Column } from '../../../ui/prime/column'
import { DataTable } from '../../../ui/prime/datatable'
import { clampPage, PAGE_SIZES, type TableQuery } from './table-query'
import './admin-table.css'

export interface AdminColumn<T> {
  field: string
  header: string
  /** The cell's content (default: the field's value as text). */
  body?: (row: T) => ReactNode
  sortable?: boolean
  /** Numbers and money line up on the right. */
  numeric?: boolean
}

export interface AdminTableProps<T extends { id: number }> {
  /** The table's accessible name. */
  label: string
  /** The rows of the current view, already searched, filtered and sorted. */
  rows: readonly T[]
  columns: ReadonlyArray<AdminColumn<T>>
  query: TableQuery
  onQuery: (changes: Partial<TableQuery>) => void
  /** Where a row leads; its first cell is also a link there, for keyboard users. */
  rowHref: (row: T) => string
  /** What the first cell's link says to a screen reader, e.g. "Open Ada Lovelace". */
  rowLabel: (row: T) => string
  empty: ReactNode
  /** A refresh is running (the rows shown are kept meanwhile). */
  busy?: boolean
}

/**
 * The admin lists' table: PrimeReact's DataTable driven from outside (lazy mode), so only one
 * page of rows is ever rendered, however many the view holds; page, page size and sort come
 * from and go to the query string. Rows open on click, and through their first cell's link.
 */
export function AdminTable<T extends { id: number }>({
  label,
  rows,
  columns,
  query,
  onQuery,
  rowHref,
  rowLabel,
  empty,
  busy,
}: AdminTableProps<T>) {
  const [, navigate] = useLocation()
  const page = clampPage(query.page, rows.length, query.rows)
  const first = page * query.rows
  const visible = rows.slice(first, first + query.rows)

  return (
    <DataTable
      className="admin-table"
      value={visible}
      dataKey="id"
      lazy
      loading={busy}
      paginator={rows.length > PAGE_SIZES[0]}
      first={first}
      rows={query.rows}
      totalRecords={rows.length}
      rowsPerPageOptions={[...PAGE_SIZES]}
      paginatorTemplate="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown"
      currentPageReportTemplate="{first}–{last} of {totalRecords}"
      onPage={(event) => onQuery({ page: event.page ?? 0, rows: event.rows })}
      sortField={query.sort ?? undefined}
      sortOrder={query.sort ? query.order : 0}
      onSort={(event) => onQuery({ sort: event.sortField, order: event.sortOrder === -1 ? -1 : 1 })}
      onRowClick={(event) => {
        // A click on the first cell's link navigates by itself.
        if ((event.originalEvent.target as Element).closest('a')) return
        navigate(rowHref(event.data as T))
      }}
      rowClassName={() => 'admin-table__row'}
      emptyMessage={empty}
      responsiveLayout="stack"
      breakpoint="640px"
      pt={{ table: { 'aria-label': label } }}
    >
      {columns.map((column, index) => (
        <Column
          key={column.field}
          field={column.field}
          header={column.header}
          sortable={column.sortable}
          className={column.numeric ? 'admin-table__numeric' : undefined}
          body={(row: T) => {
            const content = column.body
              ? column.body(row)
              : String((row as Record<string, unknown>)[column.field] ?? '')
            if (index > 0) return content
            return (
              <Link href={rowHref(row)} className="admin-table__open" aria-label={rowLabel(row)}>
                {content}
              </Link>
            )
          }}
        />
      ))}
    </DataTable>
  )
}
