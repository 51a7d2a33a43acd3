import { formatDate, formatTime } from '../../domain/dates'

/** "2026-05-20 10:00": a received date-time as the forms show dates and times. */
export const dateTime = (received: string): string =>
  `${formatDate(received)} ${formatTime(received)}`.trim()
