import { XLSX_TYPE } from '../../src/domain/responses'

export { XLSX_TYPE }

/** One sheet named `sheetName` with `columns` as its header row, in that order. */
export async function workbookBytes(
  sheetName: string,
  columns: readonly string[],
  rows: Record<string, unknown>[],
): Promise<Uint8Array> {
  const XLSX = await import('xlsx')
  const sheet = XLSX.utils.json_to_sheet(rows, { header: [...columns] })
  // An empty list still gets its header row.
  if (rows.length === 0) XLSX.utils.sheet_add_aoa(sheet, [[...columns]])
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, sheetName)
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

/** A stored ISO local date-time as Java's LocalDateTime.toString() writes it, which is how production fills the time cells: seconds left out when they are zero (`2026-11-21T18:00`). */
export function javaLocalDateTime(iso: string): string {
  const found = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/.exec(iso)
  if (!found) return iso
  const [, minutes, seconds = '00', digits = ''] = found
  const nanos = digits.padEnd(9, '0')
  if (seconds === '00' && /^0+$/.test(nanos)) return minutes!
  if (/^0+$/.test(nanos)) return `${minutes}:${seconds}`
  // Java writes the fraction in groups of three digits: millis, micros or nanos.
  const fraction = nanos.endsWith('000000')
    ? nanos.slice(0, 3)
    : nanos.endsWith('000')
      ? nanos.slice(0, 6)
      : nanos
  return `${minutes}:${seconds}.${fraction}`
}
