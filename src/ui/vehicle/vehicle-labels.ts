import { enumLabel, FUEL_TYPE_LABELS, TRANSMISSION_LABELS } from '../../domain/enum-labels'
import { t } from '../../i18n/i18n'

// Made when called, in the language in use: a component that shows them calls useT() to show them again after a switch.

/** How a transmission reads; production allows any text, which is shown as it is. */
export function transmissionLabel(transmission: string): string {
  return t(enumLabel(TRANSMISSION_LABELS, transmission))
}

/** How a fuel type reads; a text outside the list is shown as it is. */
export function fuelTypeLabel(fuelType: string): string {
  return t(enumLabel(FUEL_TYPE_LABELS, fuelType))
}

export function yesNo(value: boolean): string {
  return value ? t('Yes') : t('No')
}

export function ageLabel(age: number): string {
  if (age <= 0) return t('New')
  return t('{age, plural, one {# year} other {# years}}', { age })
}
