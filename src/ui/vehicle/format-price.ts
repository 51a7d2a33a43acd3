const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
})

/** "$1,250" or "$45.5": prices per hour are shown in dollars, cents only when there are any. */
export function formatPrice(amount: number): string {
  return dollars.format(amount)
}
