import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { reservationApi } from '../../../api/app-reservations-api'
import { ApiError } from '../../../api/client'
import { reservationQueries } from '../../../api/reservation-queries'
import { NETWORK_ERROR_MESSAGE } from '../../../domain/connection'
import { toSent } from '../../../domain/dates'
import { activateLocale, loadMessages } from '../../../i18n/i18n'
import { renderWithQueries } from '../../../test/queries'
import { Notifications } from '../../../ui/notify'
import { PrimeProvider } from '../../../ui/prime-provider'
import { BookingForm } from './booking-form'
import { type BookingValues, DATE_ORDER_MESSAGE, NOT_AVAILABLE_MESSAGE } from './booking-schema'

// The booking journeys type every field key by key, which a busy machine makes slow.
const JOURNEY_TIMEOUT = 60_000

vi.mock('../../../api/app-reservations-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/app-reservations-api')>()
  return {
    ...actual,
    reservationApi: { ...actual.reservationApi, checkAvailability: vi.fn(), bookVehicle: vi.fn() },
  }
})
const checkAvailability = vi.mocked(reservationApi.checkAvailability)
const bookVehicle = vi.mocked(reservationApi.bookVehicle)

const now = () => new Date(2030, 4, 20, 12, 0)
const vehicle = { id: 7, model: 'Porsche Taycan 4S', pricePerHour: 110 }
// The Calendar's typing needs a real browser (e2e types dates); here the dates start filled.
const dates = {
  pickUpDate: new Date(2030, 4, 21),
  pickUpTime: new Date(2030, 0, 1, 10, 0),
  dropOffDate: new Date(2030, 4, 21),
  dropOffTime: new Date(2030, 0, 1, 13, 30),
}

function setup(initial: Partial<BookingValues> = dates, formName = 'Booking') {
  const location = memoryLocation({ path: '/vehicles/7', record: true })
  const user = userEvent.setup({ delay: null })
  const { client } = renderWithQueries(
    <PrimeProvider>
      <Router hook={location.hook}>
        <BookingForm vehicle={vehicle} now={now} initialValues={initial} />
        <Notifications />
      </Router>
    </PrimeProvider>,
  )
  const form = screen.getByRole('form', { name: formName })
  return { user, location, form, client }
}

async function fillPlaces(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Pick up location/), 'JFK Airport')
  await user.type(screen.getByLabelText(/^Drop off location/), 'Hudson Yards')
  await user.click(document.body)
}

describe('BookingForm', () => {
  // The car page's route downloads its part's texts (English's with counts) before it shows.
  beforeAll(() => loadMessages('vehicles'))

  beforeEach(() => {
    // The form keeps its draft in sessionStorage: each test starts without one.
    sessionStorage.clear()
    checkAvailability.mockReset()
    bookVehicle.mockReset()
  })

  it('starts checking: places, dates and times, and the Check Avaliabilty button', () => {
    setup({ ...dates, pickUpDate: null as never })
    expect(screen.getByRole('button', { name: 'Check Avaliabilty' })).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument()
    expect(checkAvailability).not.toHaveBeenCalled()
  })

  it('asks for every field in the words of docs/product.md when checked empty', async () => {
    const empty = { pickUpDate: null, pickUpTime: null, dropOffDate: null, dropOffTime: null }
    const { user } = setup(empty as never)
    await user.click(screen.getByRole('button', { name: 'Check Avaliabilty' }))
    for (const message of [
      'Enter a pick up place please.',
      'Enter a drop off place please.',
      'Select a pick up date please.',
      'Select a pick up time please.',
      'Select a drop off date please.',
      'Select a drop off time please.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(checkAvailability).not.toHaveBeenCalled()
  })

  it('checks on leaving a field once dates and times are filled, then offers to book', async () => {
    checkAvailability.mockResolvedValue({ isAvailable: true, totalPrice: 330 })
    const { user } = setup()
    await fillPlaces(user)
    await waitFor(() => expect(checkAvailability).toHaveBeenCalled())
    const [carId, from, to] = checkAvailability.mock.calls[0]!
    expect(carId).toBe(7)
    expect(toSent(from)).toBe('05/21/2030 10:00:00')
    expect(toSent(to)).toBe('05/21/2030 13:30:00')
    expect(await screen.findByTestId('total-price')).toHaveTextContent('$330')
    expect(screen.getByTestId('price-breakdown')).toHaveTextContent('3 hours × $110 per hour')
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Card number/)).toBeInTheDocument()
  })

  it('says the car is taken and stays in the checking state', async () => {
    checkAvailability.mockResolvedValue({ isAvailable: false, totalPrice: 330 })
    const { user } = setup()
    await fillPlaces(user)
    expect(await screen.findByText(NOT_AVAILABLE_MESSAGE)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Check Avaliabilty' })).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument()
  })

  describe('in Spanish', () => {
    afterEach(() => activateLocale('en'))

    it('offers the check, then the price and the card, in Spanish', async () => {
      await activateLocale('es')
      setup({ ...dates, pickUpDate: null as never }, 'Reserva')
      expect(screen.getByRole('button', { name: 'Comprobar disponibilidad' })).toBeInTheDocument()
      cleanup()
      checkAvailability.mockResolvedValue({ isAvailable: true, totalPrice: 330 })
      // A trip that comes whole is checked at once.
      setup({ ...dates, pickUpLocation: 'JFK Airport', dropOfLocation: 'Hudson Yards' }, 'Reserva')
      expect(await screen.findByText('Disponible en estas fechas')).toBeInTheDocument()
      expect(screen.getByTestId('total-price')).toHaveTextContent('330 US$')
      expect(screen.getByTestId('price-breakdown')).toHaveTextContent('3 horas × 110 US$ por hora')
      expect(screen.getByRole('button', { name: 'Reservar ahora' })).toBeInTheDocument()
      expect(screen.getByLabelText(/^Número de tarjeta/)).toBeInTheDocument()
    })

    it("says a check that could not reach the server in the app's Spanish words", async () => {
      await activateLocale('es')
      checkAvailability.mockRejectedValue(new ApiError(NETWORK_ERROR_MESSAGE, 0))
      setup({ ...dates, pickUpLocation: 'JFK Airport', dropOfLocation: 'Hudson Yards' }, 'Reserva')
      expect(
        await screen.findByText(
          'No se ha podido conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
        ),
      ).toBeInTheDocument()
    })
  })

  it('shows the server message when the check fails', async () => {
    checkAvailability.mockRejectedValue(new ApiError('car with id 7 not found', 404))
    const { user } = setup()
    await fillPlaces(user)
    expect(await screen.findByText('car with id 7 not found')).toBeInTheDocument()
  })

  it('never asks the server about a drop-off before the pick-up', async () => {
    const { user } = setup({ ...dates, dropOffTime: new Date(2030, 0, 1, 9, 0) })
    await fillPlaces(user)
    await user.click(screen.getByRole('button', { name: 'Check Avaliabilty' }))
    expect(await screen.findByText(DATE_ORDER_MESSAGE)).toBeInTheDocument()
    expect(checkAvailability).not.toHaveBeenCalled()
  })

  it(
    'asks for the card and the contract, books without them, and goes home',
    async () => {
      checkAvailability.mockResolvedValue({ isAvailable: true, totalPrice: 330 })
      bookVehicle.mockResolvedValue()
      const { user, location, client } = setup()
      // A list of the customer's reservations seen before booking is stale once the booking lands.
      client.setQueryData(reservationQueries.mine().queryKey, [])
      await fillPlaces(user)
      const book = await screen.findByRole('button', { name: 'Book Now' })
      await user.click(book)
      for (const message of [
        'Please enter the card number',
        'Please enter the name of card',
        'Please enter the expire date',
        'Please enter the cvc',
        'Please read the contract and check the box',
      ]) {
        expect(await screen.findByText(message)).toBeInTheDocument()
      }
      expect(bookVehicle).not.toHaveBeenCalled()

      await user.type(screen.getByLabelText(/^Card number/), '4111111111111111')
      await user.type(screen.getByLabelText(/^Name on card/), 'Ada Lovelace')
      await user.type(screen.getByLabelText(/^Expire date/), '1231')
      await user.type(screen.getByLabelText(/^CVC/), '12a')
      expect(await screen.findByText('Must be number')).toBeInTheDocument()
      await user.clear(screen.getByLabelText(/^CVC/))
      await user.type(screen.getByLabelText(/^CVC/), '123')
      await user.click(screen.getByLabelText(/^I have read the rental contract/))
      await user.click(screen.getByRole('button', { name: 'Book Now' }))

      await waitFor(() => expect(bookVehicle).toHaveBeenCalledTimes(1))
      expect(bookVehicle).toHaveBeenCalledWith(7, {
        pickUpTime: '05/21/2030 10:00:00',
        dropOfTime: '05/21/2030 13:30:00',
        pickUpLocation: 'JFK Airport',
        dropOfLocation: 'Hudson Yards',
      })
      expect(await screen.findByText('Reservation created successfully')).toBeInTheDocument()
      expect(location.history.at(-1)).toBe('/')
      expect(client.getQueryState(reservationQueries.mine().queryKey)?.isInvalidated).toBe(true)
    },
    JOURNEY_TIMEOUT,
  )

  it(
    "shows the server's message when the booking is refused and checks again, keeping what was typed",
    async () => {
      checkAvailability.mockResolvedValue({ isAvailable: true, totalPrice: 330 })
      bookVehicle.mockRejectedValue(
        new ApiError('Car is already reserved! Please choose another', 400),
      )
      const { user, form } = setup()
      await fillPlaces(user)
      await screen.findByRole('button', { name: 'Book Now' })
      await user.type(screen.getByLabelText(/^Card number/), '4111111111111111')
      await user.type(screen.getByLabelText(/^Name on card/), 'Ada Lovelace')
      await user.type(screen.getByLabelText(/^Expire date/), '1231')
      await user.type(screen.getByLabelText(/^CVC/), '123')
      await user.click(screen.getByLabelText(/^I have read the rental contract/))
      await user.click(screen.getByRole('button', { name: 'Book Now' }))
      expect(
        await screen.findByText('Car is already reserved! Please choose another'),
      ).toBeInTheDocument()
      // What was checked no longer holds: back to checking, no price, no Book Now.
      expect(await within(form).findByRole('button', { name: 'Check Avaliabilty' })).toBeVisible()
      expect(within(form).queryByText(/Available for these dates/)).not.toBeInTheDocument()
      expect(within(form).queryByLabelText(/^Name on card/)).not.toBeInTheDocument()
      // Checked again, the card comes back as it was typed.
      await user.click(within(form).getByRole('button', { name: 'Check Avaliabilty' }))
      expect(await within(form).findByLabelText(/^Name on card/)).toHaveValue('Ada Lovelace')
      expect(checkAvailability).toHaveBeenCalledTimes(2)
    },
    JOURNEY_TIMEOUT,
  )
})
