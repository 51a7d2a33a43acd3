import { msg } from '../i18n/msg'
import type { FuelType, ReservationStatus, Role, Transmission } from './enums'

// How the API's closed lists read to a person, as messages (shown through t); the values sent and kept in URLs stay as the API has them.

// The API spells it 'Manuel'; people read 'Manual'.
export const TRANSMISSION_LABELS: Record<Transmission, string> = {
  Automatic: msg('Automatic'),
  Manuel: msg('Manual'),
  Tiptronic: msg('Tiptronic'),
}

export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  Electricity: msg('Electricity'),
  Hybrid: msg('Hybrid'),
  Gasoline: msg('Gasoline'),
  Diesel: msg('Diesel'),
  Hydrogen: msg('Hydrogen'),
  LPG: msg('LPG'),
  CNG: msg('CNG'),
}

/** A reservation's status reads as the API writes it (CREATED, CANCELED, DONE) in English. */
export const STATUS_LABELS: Record<ReservationStatus, string> = {
  CREATED: msg('CREATED'),
  CANCELED: msg('CANCELED'),
  DONE: msg('DONE'),
}

export const ROLE_LABELS: Record<Role, string> = {
  Customer: msg('Customer'),
  Administrator: msg('Administrator'),
}

/** The label of `value` in `labels`, or the value itself: production allows texts outside the lists, which are shown as they are. */
export function enumLabel<V extends string>(labels: Record<V, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as V] : value
}
