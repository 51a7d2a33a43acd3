import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { reservationQueries } from '../../../api/reservation-queries'
import type { Reservation } from '../../../domain/reservation'
import { activateLocale, loadMessages } from '../../../i18n/i18n'
import { renderWithQueries, testQueryClient } from '../../../test/queries'
import { testVehicle } from '../../../test/vehicle'
import { CustomerReservations } from './customer-reservations'

const KEY = reservationQueries.all().queryKey

// The admin pages load their part's messages first (English's placeholders are compiled per part).
beforeAll(() => loadMessages('admin'))
afterEach(() => activateLocale('en'))

const reservation = (changes: Partial<Reservation>): Reservation => ({
  id: 1,
  car: testVehicle({ model: 'Audi A4' }),
  userId: 7,
  pickUpTime: '2031-05-20T10:00:00',
  dropOfTime: '2031-05-20T13:00:00',
  pickUpLocation: 'JFK Airport',
  dropOfLocation: 'Hudson Yards',
  status: 'CREATED',
  totalPrice: 120,
  ...changes,
})

/** The section for user 7 over a cache whose list of every reservation is `prepare`d by the test. */
function renderFor(prepare: (client: ReturnType<typeof testQueryClient>) => void) {
  const client = testQueryClient()
  // Nothing is fetched by the component itself: the test decides what the list's query holds.
  client.setDefaultOptions({ queries: { staleTime: Infinity, retry: false, retryOnMount: false } })
  prepare(client)
  const { hook } = memoryLocation({ path: '/admin/users/7' })
  renderWithQueries(
    <Router hook={hook}>
      <CustomerReservations userId={7} />
    </Router>,
    { client },
  )
  return screen.getByRole('region', { name: 'Reservations' })
}

describe("CustomerReservations: a customer's reservations on their admin page", () => {
  it('says it is loading until the list comes', () => {
    const section = renderFor((client) => {
      void client.prefetchQuery({ queryKey: KEY, queryFn: () => new Promise<never>(() => {}) })
    })
    expect(within(section).getByText("Loading this customer's reservations…")).toBeVisible()
  })

  it("shows the server's message with a retry when the list fails", async () => {
    const client = testQueryClient()
    await client.prefetchQuery({
      queryKey: KEY,
      queryFn: () => Promise.reject(new Error('Simulated server error')),
    })
    const section = renderFor((c) => {
      c.getQueryCache().build(c, { queryKey: KEY }).setState(client.getQueryState(KEY)!)
    })
    expect(
      within(section).getByText("We could not load this customer's reservations"),
    ).toBeVisible()
    expect(within(section).getByText('Simulated server error')).toBeVisible()
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  it('offers a new reservation when the customer has none (others have some)', () => {
    const section = renderFor((client) => {
      client.setQueryData(KEY, [reservation({ userId: 8 })])
    })
    expect(within(section).getByText('No reservations yet')).toBeVisible()
    expect(within(section).getByRole('link', { name: 'New reservation' })).toHaveAttribute(
      'href',
      '/admin/reservations/new?userId=7',
    )
  })

  it('names its reservations by number for screen readers', () => {
    const section = renderFor((client) => {
      client.setQueryData(KEY, [reservation({ id: 4 })])
    })
    expect(within(section).getByRole('link', { name: 'Reservation 4' })).toHaveAttribute(
      'href',
      '/admin/reservations/4',
    )
  })

  it('speaks Spanish when the site does, dates and prices included', async () => {
    await activateLocale('es')
    const client = testQueryClient()
    client.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } })
    client.setQueryData(KEY, [reservation({ id: 4, totalPrice: 1250 })])
    const { hook } = memoryLocation({ path: '/admin/users/7' })
    renderWithQueries(
      <Router hook={hook}>
        <CustomerReservations userId={7} />
      </Router>,
      { client },
    )
    const section = screen.getByRole('region', { name: 'Reservas' })
    expect(within(section).getByRole('columnheader', { name: 'Recogida' })).toBeVisible()
    expect(within(section).getByRole('columnheader', { name: 'Devolución' })).toBeVisible()
    expect(within(section).getByRole('link', { name: 'Reserva 4' })).toBeVisible()
    expect(within(section).getByText('20/05/2031 10:00')).toBeVisible()
  })

  it("lists only theirs, newest first, each opening the reservation's admin page", () => {
    const section = renderFor((client) => {
      client.setQueryData(KEY, [
        reservation({ id: 1, pickUpTime: '2031-01-02T10:00:00' }),
        reservation({ id: 2, userId: 8 }),
        reservation({ id: 3, pickUpTime: '2031-06-01T09:00:00', status: 'DONE', totalPrice: 99 }),
      ])
    })
    const rows = within(section).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['3', '1'])
    expect(rows[0]).toHaveTextContent('DONE')
    expect(rows[0]).toHaveTextContent('$99')
    expect(within(rows[0]!).getByRole('link', { name: 'Audi A4' })).toHaveAttribute(
      'href',
      '/admin/reservations/3',
    )
  })
})
