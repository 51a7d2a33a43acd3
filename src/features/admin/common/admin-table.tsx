import { memo, type ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { useT } from '../../../i18n/i18n'
import {
  Paginator,
  SortAltIcon,
  SortAmountDownIcon,
  SortAmountUpAltIcon,
} from '../../../ui/prime/table'
import { clampPage, PAGE_SIZES, type SortOrder, type TableQuery } from './table-query'
import './admin-table.css'

export interface AdminColumn<T> {
  field: string
  /** The English header marked with msg() where the columns are defined; the table shows it translated. */
  header: string
  body?: (row: T) => ReactNode
  sortable?: boolean
  numeric?: boolean
  oneLine?: boolean
}

/** Rows chosen for bulk work: a checkbox per row and one for the page (features/admin/bulk). */
export interface TableSelection<T> {
  isSelected: (row: T) => boolean
  /** `range`: shift was held, so every row since the last one clicked follows. */
  toggle: (row: T, range: boolean) => void
  togglePage: (rows: readonly T[]) => void
}

export interface AdminTableProps<T> {
  label: string
  rows: readonly T[]
  columns: ReadonlyArray<AdminColumn<T>>
  query: TableQuery
  onQuery: (changes: Partial<TableQuery>) => void
  /** Where a row leads; its first cell is also a link there, for keyboard users. */
  rowHref: (row: T) => string
  rowLabel: (row: T) => string
  empty: ReactNode
  busy?: boolean
  selection?: TableSelection<T>
}

/** The admin lists' table in PrimeReact's markup but rendered here, one page of rows at a time (decision 0004). */
export function AdminTable<T>({
  label,
  rows,
  columns,
  query,
  onQuery,
  rowHref,
  rowLabel,
  empty,
  busy,
  selection,
}: AdminTableProps<T>) {
  const t = useT()
  const [, navigate] = useLocation()
  const page = clampPage(query.page, rows.length, query.rows)
  const first = page * query.rows
  const visible = rows.slice(first, first + query.rows)
  // A first click sorts up, the next on the same column turns the order round.
  const sortBy = (field: string) =>
    onQuery({ sort: field, order: query.sort === field ? (-query.order as SortOrder) : 1 })

  return (
    <div className="admin-table p-datatable p-component p-datatable-responsive-stack">
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table" aria-label={label} aria-busy={busy || undefined}>
          <thead className="p-datatable-thead">
            <tr>
              {selection && <SelectPageCell rows={visible} selection={selection} />}
              {columns.map((column) => (
                <HeaderCell
                  key={column.field}
                  column={column}
                  order={query.sort === column.field ? query.order : undefined}
                  onSort={sortBy}
                />
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {visible.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columns.length + (selection ? 1 : 0)}>{empty}</td>
              </tr>
            ) : (
              visible.map((row, slot) => (
                // The first cell's link is the keyboard's way in; a click anywhere else on the row does the same for a pointer.
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row holds no state of its own (text and a link): keyed by its place on the page, a sort or a page change updates the rows in place rather than taking them all out and making new ones
                  key={slot}
                  className="admin-table__row"
                  onClick={(event) => {
                    // A click on the first cell's link navigates by itself; a checkbox selects.
                    if ((event.target as Element).closest('a, .admin-table__select')) return
                    navigate(rowHref(row))
                  }}
                >
                  {selection && (
                    <SelectRowCell row={row} label={rowLabel(row)} selection={selection} />
                  )}
                  {columns.map((column, index) => (
                    <td key={column.field} className={numericClass(column)}>
                      <span className="p-column-title">{t(column.header)}</span>
                      {index === 0 ? (
                        <Link
                          href={rowHref(row)}
                          className="admin-table__open"
                          aria-label={rowLabel(row)}
                        >
                          {cellContent(column, row)}
                        </Link>
                      ) : (
                        cellContent(column, row)
                      )}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {busy && (
        <div className="p-datatable-loading-overlay p-component-overlay">
          <i className="pi pi-spin pi-spinner p-datatable-loading-icon" aria-hidden="true" />
        </div>
      )}
      {rows.length > PAGE_SIZES[0] && (
        <TablePager first={first} rows={query.rows} total={rows.length} onQuery={onQuery} />
      )}
    </div>
  )
}

/** PrimeReact's paginator (with its page-size dropdown, the table's costliest part to render): it renders again only when what it shows changes, not on every sort. */
const TablePager = memo(function TablePager({
  first,
  rows,
  total,
  onQuery,
}: {
  first: number
  rows: number
  total: number
  onQuery: AdminTableProps<never>['onQuery']
}) {
  const t = useT()
  // PrimeReact fills in its own placeholders, so the message hands them back unfilled.
  const report = t('{first}–{last} of {totalRecords}', {
    first: '{first}',
    last: '{last}',
    totalRecords: '{totalRecords}',
  })
  return (
    <Paginator
      className="p-paginator-bottom"
      first={first}
      rows={rows}
      totalRecords={total}
      rowsPerPageOptions={[...PAGE_SIZES]}
      template="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown"
      currentPageReportTemplate={report}
      onPageChange={(event) => onQuery({ page: event.page, rows: event.rows })}
    />
  )
})

const numericClass = (column: { numeric?: boolean; oneLine?: boolean }) =>
  [column.numeric && 'admin-table__numeric', column.oneLine && 'admin-table__one-line']
    .filter(Boolean)
    .join(' ') || undefined

function cellContent<T>(column: AdminColumn<T>, row: T): ReactNode {
  return column.body
    ? column.body(row)
    : String((row as Record<string, unknown>)[column.field] ?? '')
}

function SelectPageCell<T>({
  rows,
  selection,
}: {
  rows: readonly T[]
  selection: TableSelection<T>
}) {
  const t = useT()
  const count = rows.filter(selection.isSelected).length
  return (
    <th className="admin-table__select">
      <input
        type="checkbox"
        aria-label={t('Select the rows of this page')}
        checked={rows.length > 0 && count === rows.length}
        ref={(box) => {
          if (box) box.indeterminate = count > 0 && count < rows.length
        }}
        disabled={rows.length === 0}
        onChange={() => selection.togglePage(rows)}
      />
    </th>
  )
}

/** A row's checkbox; with shift held, the rows since the last one clicked follow it. */
function SelectRowCell<T>({
  row,
  label,
  selection,
}: {
  row: T
  label: string
  selection: TableSelection<T>
}) {
  const t = useT()
  return (
    <td className="admin-table__select">
      <input
        type="checkbox"
        aria-label={t('Select {name}', { name: label })}
        checked={selection.isSelected(row)}
        // The click carries shift; change follows it and has nothing to add.
        onChange={() => {}}
        onClick={(event) => selection.toggle(row, event.shiftKey)}
      />
    </td>
  )
}

const SORT_ICONS = {
  none: SortAltIcon,
  ascending: SortAmountUpAltIcon,
  descending: SortAmountDownIcon,
}

/** A column's header: a sortable one sorts on click, Enter or Space, and says how it sorts. */
function HeaderCell<T>({
  column,
  order,
  onSort,
}: {
  column: AdminColumn<T>
  order: SortOrder | undefined
  onSort: (field: string) => void
}) {
  const t = useT()
  const title = <span className="p-column-title">{t(column.header)}</span>
  if (!column.sortable) {
    return (
      <th className={numericClass(column)}>
        <div className="p-column-header-content">{title}</div>
      </th>
    )
  }
  const sorted = order === undefined ? 'none' : order === 1 ? 'ascending' : 'descending'
  const Icon = SORT_ICONS[sorted]
  const classes = ['p-sortable-column', order !== undefined && 'p-highlight', numericClass(column)]
  return (
    <th
      className={classes.filter(Boolean).join(' ')}
      tabIndex={0}
      aria-sort={sorted}
      onClick={() => onSort(column.field)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return
        event.preventDefault()
        onSort(column.field)
      }}
    >
      <div className="p-column-header-content">
        {title}
        <Icon className="p-sortable-column-icon" aria-hidden="true" />
      </div>
    </th>
  )
}
