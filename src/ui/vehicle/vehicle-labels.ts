import type { Transmission } from '../../domain/enums'

// The API spells it 'Manuel'; people read 'Manual'. Values sent and kept in URLs stay as the API has them.
const TRANSMISSION_LABELS: Record<Transmission, string> = {
  Automatic: 'Automatic',
  Manuel: 'Manual',
  Tiptronic: 'Tiptronic',
}

export function transmissionLabel(transmission: Transmission): string {
  return TRANSMISSION_LABELS[transmission] ?? transmission
}

export function yesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No'
}

/** A car's age as a buyer reads it: a car of age 0 is new. */
export function ageLabel(age: number): string {
  if (age <= 0) return 'New'
  return `${age} ${age === 1 ? 'year' : 'years'}`
}
