/**
 * A route's id parameter as a positive whole number, or NaN: the one rule for reading a
 * record's id from an address, shared by the pages and by the car page's first-screen script
 * (which cannot load the pages' code, so this module imports nothing).
 */
export function parseId(param: string | undefined): number {
  const id = param && /^\d+$/.test(param) ? Number(param) : Number.NaN
  return Number.isSafeInteger(id) ? id : Number.NaN
}
