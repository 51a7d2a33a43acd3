import type { FuelType } from '../../domain/enums'
import { msg } from '../../i18n/msg'

// The API's fuel types are English words; people read them in their language, the filter's URL keeps the value.
const FUEL_LABELS: Record<FuelType, string> = {
  Electricity: msg('Electricity'),
  Hybrid: msg('Hybrid'),
  Gasoline: msg('Gasoline'),
  Diesel: msg('Diesel'),
  Hydrogen: msg('Hydrogen'),
  LPG: msg('LPG'),
  CNG: msg('CNG'),
}

/** The message of a fuel type, for `t`; production allows any text, which is shown as it is. */
export function fuelLabel(fuel: string): string {
  return Object.hasOwn(FUEL_LABELS, fuel) ? FUEL_LABELS[fuel as FuelType] : fuel
}
