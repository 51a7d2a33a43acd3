// Made on first use, not when the module loads: building a currency formatter costs tens of milliseconds (the locale's data), and every page's first download holds this module.
const formatters = new Map<string, Intl.NumberFormat>()
function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.NumberFormat('en-US', options)
    formatters.set(key, made)
  }
  return made
}

const hasCents = (amount: number) => Math.round(Math.abs(amount) * 100) % 100 !== 0

/** "$1,250" or "$1,234.50": every price of the app reads this way, cents only when there are any and then both digits, as the vehicle form's price field writes them. */
export function formatPrice(amount: number): string {
  const digits = hasCents(amount) ? 2 : 0
  return formatter(`price${digits}`, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
}

/** "1,250" or "1,234.50": an amount of dollars without its sign, by the rule of formatPrice. */
export function formatAmount(amount: number): string {
  const digits = hasCents(amount) ? 2 : 0
  return formatter(`amount${digits}`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
}

export function formatCount(count: number): string {
  return formatter('count', { maximumFractionDigits: 0 }).format(count)
}
