import { messagesByField } from '../../../test/messages-by-field'
import {
  bookingSchemas,
  DATE_ORDER_MESSAGE,
  emptyBookingValues,
  expiryValid,
  MINIMUM_RENTAL_MESSAGE,
  TOO_FAR_AHEAD_MESSAGE,
  TOO_LONG_MESSAGE,
} from './booking-schema'

// Pinned: the rules judge "today" and "the past" by this moment.
const now = new Date(2030, 4, 20, 12, 0)
const { check, book } = bookingSchemas(now)
const day = (d: number, h = 0, m = 0) => new Date(2030, 4, d, h, m)

const places = { pickUpLocation: 'JFK Airport', dropOfLocation: 'Hudson Yards' }
const dates = {
  pickUpDate: day(21),
  pickUpTime: day(1, 10),
  dropOffDate: day(22),
  dropOffTime: day(1, 9),
}
const card = {
  cardNo: '4111-1111-1111-1111',
  nameOnCard: 'Ada Lovelace',
  expireDate: '12/31',
  cvc: '123',
  contract: true,
}

const messages = (schema: typeof check | typeof book, values: object) =>
  messagesByField(schema, { ...emptyBookingValues, ...values })

describe('booking rules', () => {
  it('ask for every place, date and time in the words of docs/product.md', () => {
    expect(messages(check, {})).toEqual({
      pickUpLocation: ['Enter a pick up place please.'],
      dropOfLocation: ['Enter a drop off place please.'],
      pickUpDate: ['Select a pick up date please.'],
      pickUpTime: ['Select a pick up time please.'],
      dropOffDate: ['Select a drop off date please.'],
      dropOffTime: ['Select a drop off time please.'],
    })
  })

  it('accept a trip that starts later and ends after it starts', () => {
    expect(messages(check, { ...places, ...dates })).toEqual({})
  })

  it('refuse a pick-up date before today and a drop-off date before the pick-up date', () => {
    expect(messages(check, { ...places, ...dates, pickUpDate: day(19) })).toMatchObject({
      pickUpDate: ['Pick up date cannot be before today'],
    })
    expect(messages(check, { ...places, ...dates, dropOffDate: day(20) })).toMatchObject({
      dropOffDate: ['Drop off date cannot be before the pick up date'],
    })
  })

  it('take a booking up to 12 months ahead, and no later', () => {
    const on = (pickUpDate: Date) => ({
      ...places,
      ...dates,
      pickUpDate,
      dropOffDate: new Date(pickUpDate.getTime() + 86_400_000),
    })
    const last = new Date(2031, 4, 20)
    expect(messages(check, on(last))).toEqual({})
    expect(messages(check, on(new Date(2031, 4, 21)))).toEqual({
      pickUpDate: [TOO_FAR_AHEAD_MESSAGE],
    })
    expect(messages(check, on(new Date(2099, 0, 1)))).toEqual({
      pickUpDate: [TOO_FAR_AHEAD_MESSAGE],
    })
    expect(TOO_FAR_AHEAD_MESSAGE).toBe('A booking can start at most 12 months ahead')
  })

  it('take a rental of up to 30 days, and no longer', () => {
    const until = (dropOffDate: Date, dropOffTime: Date) => ({
      ...places,
      ...dates,
      dropOffDate,
      dropOffTime,
    })
    // The pick-up is on the 21st at 10:00.
    expect(messages(check, until(new Date(2030, 5, 20), day(1, 10)))).toEqual({})
    expect(messages(check, until(new Date(2030, 5, 20), day(1, 11)))).toEqual({
      dropOffDate: [TOO_LONG_MESSAGE],
    })
    expect(messages(check, until(new Date(2035, 4, 21), day(1, 10)))).toEqual({
      dropOffDate: [TOO_LONG_MESSAGE],
    })
    expect(TOO_LONG_MESSAGE).toBe('A rental lasts at most 30 days')
  })

  it('want the drop-off date-time after the pick-up date-time', () => {
    const sameDay = { ...places, ...dates, dropOffDate: day(21), dropOffTime: day(1, 10) }
    expect(messages(check, sameDay)).toEqual({ dropOffTime: [DATE_ORDER_MESSAGE] })
    const earlier = { ...sameDay, dropOffTime: day(1, 9, 45) }
    expect(messages(check, earlier)).toEqual({ dropOffTime: [DATE_ORDER_MESSAGE] })
  })

  it('refuse a rental shorter than one whole hour, which the API would charge nothing for', () => {
    const short = { ...places, ...dates, dropOffDate: day(21), dropOffTime: day(1, 10, 59) }
    expect(messages(check, short)).toEqual({ dropOffTime: [MINIMUM_RENTAL_MESSAGE] })
    const oneMinute = { ...short, dropOffTime: day(1, 10, 1) }
    expect(messages(check, oneMinute)).toEqual({ dropOffTime: [MINIMUM_RENTAL_MESSAGE] })
    // Exactly an hour is the shortest rental; across midnight counts the same way.
    expect(messages(check, { ...short, dropOffTime: day(1, 11) })).toEqual({})
    const overnight = {
      ...places,
      ...dates,
      pickUpTime: day(1, 23, 30),
      dropOffTime: day(1, 0, 15),
    }
    expect(messages(check, overnight)).toEqual({ dropOffTime: [MINIMUM_RENTAL_MESSAGE] })
    expect(messages(check, { ...overnight, dropOffTime: day(1, 0, 30) })).toEqual({})
  })

  it('refuse a pick-up time already past today', () => {
    const today = { ...places, ...dates, pickUpDate: day(20), pickUpTime: day(1, 11) }
    expect(messages(check, today)).toEqual({ pickUpTime: ['Pick up time cannot be in the past'] })
  })

  it('keep the server limit of 50 characters on the places', () => {
    expect(messages(check, { ...places, ...dates, pickUpLocation: 'x'.repeat(51) })).toEqual({
      pickUpLocation: ['Pick up place must be at most 50 characters'],
    })
  })

  it('ask for the card and the contract only at the booking stage', () => {
    expect(messages(book, { ...places, ...dates })).toEqual({
      cardNo: ['Please enter the card number'],
      nameOnCard: ['Please enter the name of card'],
      expireDate: ['Please enter the expire date'],
      cvc: ['Please enter the cvc'],
      contract: ['Please read the contract and check the box'],
    })
    expect(messages(book, { ...places, ...dates, ...card })).toEqual({})
  })

  it.each([
    [{ cardNo: '4111-1111-1111-111_' }, 'cardNo', 'Please enter the card number'],
    [{ expireDate: '13/31' }, 'expireDate', 'Enter a valid expire date (MM/YY)'],
    [{ expireDate: '04/30' }, 'expireDate', 'Enter a valid expire date (MM/YY)'],
    [{ expireDate: '1_/__' }, 'expireDate', 'Please enter the expire date'],
    [{ cvc: '12a' }, 'cvc', 'Must be number'],
    [{ cvc: '12' }, 'cvc', 'The cvc has 3 digits'],
  ])('refuse %j', (change, field, message) => {
    expect(messages(book, { ...places, ...dates, ...card, ...change })).toEqual({
      [field]: [message],
    })
  })
})

describe('expiryValid', () => {
  it('counts a card valid through the 30th of its month', () => {
    expect(expiryValid('05/30', now)).toBe(true)
    expect(expiryValid('05/30', new Date(2030, 4, 30, 23, 59))).toBe(true)
    expect(expiryValid('05/30', new Date(2030, 4, 31))).toBe(false)
    expect(expiryValid('00/31', now)).toBe(false)
  })
})
