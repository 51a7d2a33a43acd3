import type { Dayjs } from 'dayjs'
import { DEMO_ACCOUNTS } from '../src/domain/demo-accounts'
import type { ReservationStatus } from '../src/domain/enums'
import { ADMIN_PASSWORD, CUSTOMER_PASSWORD } from './rules/passwords'

/** The two built-in demo accounts (docs/embedded-backend.md); their ids are fixed. */
export const DEMO_ADMIN = {
  id: 1,
  firstName: 'Avery',
  lastName: 'Lancaster',
  email: DEMO_ACCOUNTS.admin.email,
  phoneNumber: '(555) 010-2026',
  address: '350 Park Avenue, New York, NY',
  zipCode: '10022',
  roles: ['Administrator' as const],
  builtIn: true,
}

export const DEMO_CUSTOMER = {
  id: 2,
  firstName: 'Claire',
  lastName: 'Whitmore',
  email: DEMO_ACCOUNTS.customer.email,
  phoneNumber: '(555) 555-2026',
  address: '12 Gramercy Park South, New York, NY',
  zipCode: '10003',
  roles: ['Customer' as const],
  builtIn: true,
}

export const DEMO_PASSWORDS = { admin: ADMIN_PASSWORD, customer: CUSTOMER_PASSWORD }

export const BUILT_IN_VEHICLE_IDS = [1, 2, 3, 4] as const

/** The demo customer's reservations, so that the account looks lived in. */
export function demoReservationPlan(now: Dayjs, vehicleCount: number) {
  const hour = now.startOf('hour')
  const car = (id: number) => ((id - 1) % Math.max(vehicleCount, 1)) + 1
  const plan: { carId: number; from: Dayjs; to: Dayjs; status: ReservationStatus }[] = [
    { carId: car(5), from: hour.subtract(30, 'day'), to: hour.subtract(27, 'day'), status: 'DONE' },
    {
      carId: car(6),
      from: hour.subtract(12, 'day'),
      to: hour.subtract(10, 'day'),
      status: 'CANCELED',
    },
    { carId: car(7), from: hour.subtract(1, 'day'), to: hour.add(2, 'day'), status: 'CREATED' },
    { carId: car(8), from: hour.add(7, 'day'), to: hour.add(11, 'day'), status: 'CREATED' },
    { carId: car(5), from: hour.add(21, 'day'), to: hour.add(23, 'day'), status: 'CREATED' },
  ]
  return plan
}
