import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, loadMessages } from '../../../i18n/i18n'
import { type AdminColumn, AdminTable } from './admin-table'
import { parseTableQuery, type TableQuery } from './table-query'

interface Car {
  id: number
  model: string
  price: number
}
const cars: Car[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  model: `Model ${index + 1}`,
  price: 100 + index,
}))
const columns: ReadonlyArray<AdminColumn<Car>> = [
  { field: 'model', header: 'Model', sortable: true },
  { field: 'price', header: 'Price', sortable: true, numeric: true, body: (c) => `$ ${c.price}` },
  { field: 'id', header: 'Number' },
]

function renderTable(changes: Partial<TableQuery> = {}, rows: Car[] = cars, busy = false) {
  const onQuery = vi.fn()
  render(
    <AdminTable
      label="Cars"
      rows={rows}
      columns={columns}
      query={{ ...parseTableQuery(''), ...changes }}
      onQuery={onQuery}
      rowHref={(c) => `/admin/cars/${c.id}`}
      rowLabel={(c) => `Open ${c.model}`}
      empty="No car matches this view"
      busy={busy}
    />,
  )
  return { onQuery, table: screen.getByRole('table', { name: 'Cars' }) }
}

/** A cell's text without the column title that only a phone shows. */
const cellText = (cell: HTMLElement) => cell.textContent?.replace(/^(Model|Price|Number)/, '')

describe('AdminTable', () => {
  it('shows one page of rows, the first cell a link to the row', () => {
    const { table } = renderTable({ page: 1 })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(10)
    expect(rows.map((row) => cellText(within(row).getAllByRole('cell')[0]!))).toEqual(
      cars.slice(10, 20).map((c) => c.model),
    )
    const link = within(rows[0]!).getByRole('link', { name: 'Open Model 11' })
    expect(link).toHaveAttribute('href', '/admin/cars/11')
    expect(cellText(within(rows[0]!).getAllByRole('cell')[1]!)).toBe('$ 110')
    expect(screen.getByText('11–20 of 23')).toBeInTheDocument()
  })

  it('opens a row clicked anywhere, not only on its link', async () => {
    const user = userEvent.setup({ delay: null })
    const { table } = renderTable()
    await user.click(within(table).getByText('$ 102'))
    expect(window.location.pathname).toBe('/admin/cars/3')
  })

  it('sorts up on a first click; a column that does not sort does nothing', async () => {
    const user = userEvent.setup({ delay: null })
    const first = renderTable()
    const price = within(first.table).getByRole('columnheader', { name: 'Price' })
    expect(price).toHaveAttribute('aria-sort', 'none')
    await user.click(price)
    expect(first.onQuery).toHaveBeenLastCalledWith({ sort: 'price', order: 1 })
    first.onQuery.mockClear()
    // Not sortable: a click does nothing.
    await user.click(within(first.table).getByRole('columnheader', { name: 'Number' }))
    expect(first.onQuery).not.toHaveBeenCalled()
  })

  it('says how it sorts and sorts from the keyboard', async () => {
    const user = userEvent.setup({ delay: null })
    const { table, onQuery } = renderTable({ sort: 'price', order: 1 })
    const price = within(table).getByRole('columnheader', { name: 'Price' })
    expect(price).toHaveAttribute('aria-sort', 'ascending')
    expect(within(table).getByRole('columnheader', { name: 'Model' })).toHaveAttribute(
      'aria-sort',
      'none',
    )
    await user.tab()
    await user.tab()
    expect(price).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onQuery).toHaveBeenLastCalledWith({ sort: 'price', order: -1 })
    await user.keyboard('{Shift>}{Tab}{/Shift} ')
    expect(onQuery).toHaveBeenLastCalledWith({ sort: 'model', order: 1 })
  })

  it('pages with the paginator, and has none for a single page', async () => {
    const user = userEvent.setup({ delay: null })
    const { onQuery } = renderTable()
    await user.click(screen.getByRole('button', { name: 'Next Page' }))
    expect(onQuery).toHaveBeenLastCalledWith({ page: 1, rows: 10 })
    document.body.innerHTML = ''
    renderTable({}, cars.slice(0, 10))
    expect(screen.queryByRole('button', { name: 'Next Page' })).toBeNull()
  })

  it('says when no row matches, and when rows are being loaded again', () => {
    const { table } = renderTable({}, [], true)
    const cells = within(table).getAllByRole('cell')
    expect(cells).toHaveLength(1)
    expect(cells[0]).toHaveTextContent('No car matches this view')
    expect(cells[0]).toHaveAttribute('colspan', '3')
    expect(table).toHaveAttribute('aria-busy', 'true')
  })
})

describe('AdminTable in Spanish', () => {
  afterEach(() => activateLocale('en'))

  it('shows its headers, page report and checkboxes in the language in use', async () => {
    await loadMessages('admin')
    await activateLocale('es')
    render(
      <AdminTable
        label="Coches"
        rows={cars}
        columns={columns}
        query={parseTableQuery('')}
        onQuery={vi.fn()}
        rowHref={(c) => `/admin/cars/${c.id}`}
        rowLabel={(c) => c.model}
        empty="Ninguno"
        selection={{ isSelected: () => false, toggle: vi.fn(), togglePage: vi.fn() }}
      />,
    )
    const table = screen.getByRole('table', { name: 'Coches' })
    expect(within(table).getByRole('columnheader', { name: 'Modelo' })).toBeInTheDocument()
    expect(
      within(table).getByRole('checkbox', { name: 'Seleccionar las filas de esta página' }),
    ).toBeInTheDocument()
    expect(within(table).getByRole('checkbox', { name: 'Seleccionar Model 1' })).toBeInTheDocument()
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument()
  })
})
