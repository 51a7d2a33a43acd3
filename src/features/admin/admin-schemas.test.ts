import { describe, expect, it } from 'vitest'
import type { Reservation } from '../../domain/reservation'
import { DATE_ORDER_MESSAGE } from '../../domain/stay-fields'
import { messagesByField } from '../../test/messages-by-field'
import {
  needsCarCheck,
  ReservationFormSchema,
  type ReservationFormValues,
  refusedForOwnTimes,
  reservationValues,
  toReservationUpdate,
} from './reservations/reservation-schemas'
import {
  emptyUserCreateValues,
  toUserCreateInput,
  toUserUpdateInput,
  UserCreateFormSchema,
  UserEditFormSchema,
  type UserEditFormValues,
} from './users/user-schemas'
import {
  emptyVehicleValues,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_LARGE,
  toVehicleInput,
  VehicleFormSchema,
  type VehicleFormValues,
} from './vehicles/vehicle-schemas'

const messages = messagesByField

const person = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '(212) 555-0101',
  address: '12 St James Square',
  zipCode: '10001',
  email: 'ada@example.com',
}

describe('admin user create form', () => {
  it('says what each empty field needs, in the words of docs/product.md', () => {
    expect(messages(UserCreateFormSchema, emptyUserCreateValues)).toEqual({
      firstName: ['Please enter first name'],
      lastName: ['Please enter last name'],
      phoneNumber: ['Please enter phone number'],
      address: ['Please enter address'],
      zipCode: ['Please enter zip code'],
      email: ['Please enter email'],
      password: ['Please enter password'],
      roles: ['Please select a role'],
    })
  })

  it('refuses a phone number whose mask still has a blank', () => {
    const values = {
      ...person,
      password: 'Secret#1',
      roles: ['Customer'],
      phoneNumber: '(212) 555-01__',
    }
    expect(messages(UserCreateFormSchema, values)).toEqual({
      phoneNumber: ['Please enter a valid phone number'],
    })
  })

  it('sends the Admin checkbox as Administrator', () => {
    const input = toUserCreateInput({ ...person, password: 'Secret#1', roles: ['Administrator'] })
    expect(input.roles).toEqual(['Administrator'])
  })
})

describe('admin user edit form', () => {
  const values: UserEditFormValues = { ...person, password: '', roles: ['Customer'] }

  it('says what each empty field needs, in the words of docs/product.md', () => {
    const blank = {
      firstName: '',
      lastName: '',
      phoneNumber: '',
      address: '',
      zipCode: '',
      email: '',
      password: '',
      roles: [],
    }
    expect(messages(UserEditFormSchema, blank)).toEqual({
      firstName: ['Please enter your first name'],
      lastName: ['Please enter your last name'],
      phoneNumber: ['Please enter your phone number'],
      address: ['Please enter your address'],
      zipCode: ['Please enter your zip code'],
      email: ['Please enter your email'],
      roles: ['Please select a role'],
    })
  })

  it('leaves an empty password out of the payload and sends a new one', () => {
    expect(toUserUpdateInput(values)).not.toHaveProperty('password')
    expect(toUserUpdateInput({ ...values, password: 'Newer#22' }).password).toBe('Newer#22')
    expect(messages(UserEditFormSchema, { ...values, password: 'abc' })).toHaveProperty('password')
  })
})

describe('vehicle forms', () => {
  const picture = new File(['x'.repeat(10)], 'car.png', { type: 'image/png' })
  const filled: VehicleFormValues = {
    ...emptyVehicleValues,
    model: 'Volvo EX30',
    doors: 4,
    seats: 5,
    luggage: 318,
    transmission: 'Automatic',
    fuelType: 'Electricity',
    age: 1,
    pricePerHour: 1250.5,
    image: picture,
  }

  it('start with air conditioning on, ask for every field in the words of docs/product.md', () => {
    expect(emptyVehicleValues.airConditioning).toBe(true)
    expect(messages(VehicleFormSchema, emptyVehicleValues)).toEqual({
      model: ['Please enter the model'],
      doors: ['Please enter number of doors'],
      seats: ['Please enter number of seats'],
      luggage: ['Please enter luggage capacity'],
      transmission: ['Please enter type of transmission'],
      fuelType: ['Please enter type of fuel'],
      age: ['Please enter type age'],
      pricePerHour: ['Please enter price per hour'],
      image: ['Please select an image'],
    })
  })

  it('refuse a file that is no picture, or is over 2 MB', () => {
    const page = new File(['<html>'], 'page.html', { type: 'text/html' })
    expect(messages(VehicleFormSchema, { ...filled, image: page })).toEqual({
      image: [IMAGE_NOT_AN_IMAGE],
    })
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })
    expect(messages(VehicleFormSchema, { ...filled, image: huge })).toEqual({
      image: [IMAGE_TOO_LARGE],
    })
  })

  it('keep the picture a vehicle has when none is chosen, and never send it with the fields', () => {
    expect(messages(VehicleFormSchema, { ...filled, image: null, imageId: 'abc' })).toEqual({})
    const input = toVehicleInput(filled)
    expect(input).toEqual({
      model: 'Volvo EX30',
      doors: 4,
      seats: 5,
      luggage: 318,
      transmission: 'Automatic',
      airConditioning: true,
      fuelType: 'Electricity',
      age: 1,
      pricePerHour: 1250.5,
    })
  })
})

describe('admin reservation form', () => {
  const reservation = {
    id: 7,
    userId: 3,
    car: { id: 12 },
    pickUpTime: '2030-05-21T10:30:00',
    dropOfTime: '2030-05-23T09:00:00',
    pickUpLocation: 'JFK Airport',
    dropOfLocation: 'Hudson Yards',
    status: 'CREATED',
    totalPrice: 100,
  } as unknown as Reservation

  it('says what each empty field needs, in the words of docs/product.md', () => {
    const blank: ReservationFormValues = {
      carId: null,
      pickUpLocation: '',
      dropOfLocation: '',
      pickUpDate: null,
      pickUpTime: null,
      dropOffDate: null,
      dropOffTime: null,
      status: null,
    }
    expect(messages(ReservationFormSchema, blank)).toEqual({
      carId: ['Select a car'],
      pickUpLocation: ['Enter the pick up place'],
      dropOfLocation: ['Enter the drop off place'],
      pickUpDate: ['Select the pick up date'],
      pickUpTime: ['Select the pick up time'],
      dropOffDate: ['Select the drop off date'],
      dropOffTime: ['Select the drop off time'],
      status: ['Select a status'],
    })
  })

  it('refuses a drop-off before the pick-up', () => {
    const values = reservationValues(reservation)
    expect(
      messages(ReservationFormSchema, {
        ...values,
        dropOffDate: values.pickUpDate,
        dropOffTime: new Date(2030, 4, 21, 9),
      }),
    ).toEqual({
      dropOffTime: [DATE_ORDER_MESSAGE],
    })
  })

  it('sends the car in the query and the dates as MM/DD/YYYY HH:mm:ss', () => {
    expect(toReservationUpdate({ ...reservationValues(reservation), status: 'DONE' })).toEqual({
      carId: 12,
      pickUp: '2030-05-21T10:30:00',
      dropOff: '2030-05-23T09:00:00',
      input: {
        pickUpTime: '05/21/2030 10:30:00',
        dropOfTime: '05/23/2030 09:00:00',
        pickUpLocation: 'JFK Airport',
        dropOfLocation: 'Hudson Yards',
        status: 'DONE',
      },
    })
  })

  it('checks a car change itself, as production does not, while the reservation stays active', () => {
    expect(needsCarCheck(reservation, 13, 'CREATED')).toBe(true)
    expect(needsCarCheck(reservation, 12, 'CREATED')).toBe(false)
    expect(needsCarCheck(reservation, 13, 'CANCELED')).toBe(false)
  })

  it('knows a refusal of new times over the reservation’s own on the same car', () => {
    expect(refusedForOwnTimes(reservation, 12, '2030-05-21T11:00:00', '2030-05-24T09:00:00')).toBe(
      true,
    )
    expect(refusedForOwnTimes(reservation, 12, '2030-05-20T09:00:00', '2030-05-21T10:30:00')).toBe(
      true,
    )
    expect(refusedForOwnTimes(reservation, 12, '2030-05-23T09:01:00', '2030-05-24T09:00:00')).toBe(
      false,
    )
    expect(refusedForOwnTimes(reservation, 13, '2030-05-21T11:00:00', '2030-05-24T09:00:00')).toBe(
      false,
    )
  })
})
