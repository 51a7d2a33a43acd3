/** A route's id parameter as a positive whole number, or NaN; it imports nothing, as the first-screen script uses it too. */
export function parseId(param: string | undefined): number {
  const id = param && /^\d+$/.test(param) ? Number(param) : Number.NaN
  return Number.isSafeInteger(id) ? id : Number.NaN
}
