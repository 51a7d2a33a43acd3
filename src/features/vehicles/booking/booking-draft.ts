import dayjs from 'dayjs'
import { DATE_DISPLAY_FORMAT, TIME_DISPLAY_FORMAT } from '../../../domain/dates'
import type { BookingValues } from './booking-schema'

/** The part of the booking form kept between visits of a car page: never the card. */
export type BookingDraft = Pick<
  BookingValues,
  'pickUpLocation' | 'dropOfLocation' | 'pickUpDate' | 'pickUpTime' | 'dropOffDate' | 'dropOffTime'
>

// One trip for all cars (comparing cars keeps it), in sessionStorage: survives reloads and sign-in in this tab, leaves with the tab.
export const DRAFT_KEY = 'autovia.booking-draft'

interface StoredDraft {
  pickUpLocation?: unknown
  dropOfLocation?: unknown
  pickUpDate?: unknown
  pickUpTime?: unknown
  dropOffDate?: unknown
  dropOffTime?: unknown
}

const store = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 50) : '')

function moment(value: unknown, format: string): Date | null {
  if (typeof value !== 'string') return null
  const parsed = dayjs(value, format, true)
  return parsed.isValid() ? parsed.toDate() : null
}

const shown = (value: Date | null, format: string) =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? dayjs(value).format(format) : null

/** The kept draft; anything missing, unreadable or tampered with reads as empty. */
export function loadDraft(): Partial<BookingDraft> {
  let stored: StoredDraft | null
  try {
    stored = JSON.parse(store()?.getItem(DRAFT_KEY) ?? 'null')
  } catch {
    return {}
  }
  if (!stored || typeof stored !== 'object') return {}
  return {
    pickUpLocation: text(stored.pickUpLocation),
    dropOfLocation: text(stored.dropOfLocation),
    pickUpDate: moment(stored.pickUpDate, DATE_DISPLAY_FORMAT),
    pickUpTime: moment(stored.pickUpTime, TIME_DISPLAY_FORMAT),
    dropOffDate: moment(stored.dropOffDate, DATE_DISPLAY_FORMAT),
    dropOffTime: moment(stored.dropOffTime, TIME_DISPLAY_FORMAT),
  }
}

/** Keeps the places, dates and times of `values` (dates as shown, so no time zone shifts them). */
export function saveDraft(values: BookingDraft): void {
  const draft = {
    pickUpLocation: values.pickUpLocation,
    dropOfLocation: values.dropOfLocation,
    pickUpDate: shown(values.pickUpDate, DATE_DISPLAY_FORMAT),
    pickUpTime: shown(values.pickUpTime, TIME_DISPLAY_FORMAT),
    dropOffDate: shown(values.dropOffDate, DATE_DISPLAY_FORMAT),
    dropOffTime: shown(values.dropOffTime, TIME_DISPLAY_FORMAT),
  }
  try {
    store()?.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the draft lasts as long as the page.
  }
}

export function clearDraft(): void {
  try {
    store()?.removeItem(DRAFT_KEY)
  } catch {
    // Nothing was kept.
  }
}
