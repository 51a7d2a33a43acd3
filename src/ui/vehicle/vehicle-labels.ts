import type { Transmission } from '../../domain/enums'

// The API spells it 'Manuel'; people read 'Manual'. Values sent and kept in URLs stay as the API has them.
const TRANSMISSION_LABELS: Record<Transmission, string> = {
  Automatic: 'Automatic',
  Manuel: 'Manual',
  Tiptronic: 'Tiptronic',
}

/** How a transmission reads; production allows any text, which is shown as it is. */
export function transmissionLabel(transmission: string): string {
  return Object.hasOwn(TRANSMISSION_LABELS, transmission)
    ? TRANSMISSION_LABELS[transmission as Transmission]
    : transmission
}

export function yesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No'
}

export function ageLabel(age: number): string {
  if (age <= 0) return 'New'
  return `${age} ${age === 1 ? 'year' : 'years'}`
}
