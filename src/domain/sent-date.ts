/** The API's request format, `MM/DD/YYYY HH:mm:ss` in local time (dates.ts's SENT_FORMAT). */
export function formatSent(date: Date): string {
  // Without dayjs: the API client is in the first download, and this is all it needs of dates.
  if (Number.isNaN(date.getTime())) return 'Invalid Date'
  const two = (n: number) => String(n).padStart(2, '0')
  const year = String(date.getFullYear()).padStart(4, '0')
  const time = `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${year} ${time}`
}

/** `YYYY-MM-DDTHH:mm[:ss]` (a wall-clock reading) as the API is sent it, digit for digit. */
export function sentOfLocal(local: string): string {
  const seconds = local.slice(17, 19) || '00'
  return `${local.slice(5, 7)}/${local.slice(8, 10)}/${local.slice(0, 4)} ${local.slice(11, 16)}:${seconds}`
}
