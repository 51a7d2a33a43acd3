// Made on first use, not when the module loads: building a currency formatter costs tens of
// milliseconds (the locale's data), and every page's first download holds this module.
let dollars: Intl.NumberFormat | undefined

/** "$1,250" or "$45.5": prices per hour are shown in dollars, cents only when there are any. */
export function formatPrice(amount: number): string {
  dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  })
  return dollars.format(amount)
}
