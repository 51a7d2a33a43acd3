import { msg } from '../i18n/msg'
import type { ReservationStatus } from './enums'

// Kept apart from enum-labels.ts, whose vehicles' labels come with the first download: only the reservations' pages show a status.

/** A reservation's status reads as the API writes it (CREATED, CANCELED, DONE) in English. */
export const STATUS_LABELS: Record<ReservationStatus, string> = {
  CREATED: msg('CREATED'),
  CANCELED: msg('CANCELED'),
  DONE: msg('DONE'),
}
