import { msg } from '../i18n/msg'
import type { FuelType, Transmission } from './enums'

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

/** The label of `value` in `labels`, or the value itself: production allows texts outside the lists, which are shown as they are. */
export function enumLabel<V extends string>(labels: Record<V, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as V] : value
}
