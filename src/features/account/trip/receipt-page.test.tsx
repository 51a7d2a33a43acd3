import { screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { reservationQueries } from '../../../api/reservation-queries'
import type { Reservation } from '../../../domain/reservation'
import { activateLocale, loadMessages } from '../../../i18n/i18n'
import { renderWithQueries, testQueryClient } from '../../../test/queries'
import { testVehicle } from '../../../test/vehicle'
import { ReceiptPage } from './receipt-page'

const reservation: Reservation = {
  id: 42,
  car: testVehicle({ model: 'Audi A4' }),
  userId: 7,
  pickUpTime: '2031-01-15T10:00:00',
  dropOfTime: '2031-01-15T14:00:00',
  pickUpLocation: 'JFK Airport',
  dropOfLocation: 'Hudson Yards',
  status: 'CANCELED',
  totalPrice: 200,
}

// The route loads the account part first: its English messages with placeholders come with it.
beforeAll(() => loadMessages('account'))
afterEach(() => activateLocale('en'))

function showReceipt() {
  const client = testQueryClient()
  client.setQueryData(reservationQueries.myDetail(42).queryKey, reservation)
  const { hook } = memoryLocation({ path: '/user/reservations/42/receipt' })
  renderWithQueries(
    <Router hook={hook}>
      <Route path="/user/reservations/:reservationId/receipt" component={ReceiptPage} />
    </Router>,
    { client },
  )
}

describe('the receipt', () => {
  it('reads as the product words it in English', () => {
    showReceipt()
    expect(screen.getByRole('heading', { name: 'Receipt' })).toBeInTheDocument()
    expect(screen.getByText('Reservation #42')).toBeInTheDocument()
    expect(screen.getByText('Audi A4 rental')).toBeInTheDocument()
    expect(screen.getByText('CANCELED')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Price per hour' })).toBeInTheDocument()
  })

  it('reads in Spanish, its status and dates included', async () => {
    await activateLocale('es')
    showReceipt()
    expect(screen.getByRole('heading', { name: 'Recibo' })).toBeInTheDocument()
    expect(screen.getByText('Reserva n.º 42')).toBeInTheDocument()
    expect(screen.getByText('Alquiler de Audi A4')).toBeInTheDocument()
    expect(screen.getByText('CANCELADA')).toBeInTheDocument()
    expect(screen.getByText('15/01/2031 10:00, JFK Airport')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Precio por hora' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument()
  })
})
