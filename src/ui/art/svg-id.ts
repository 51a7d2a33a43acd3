import { useId } from 'react'

/**
 * A document-unique prefix for gradient and clip ids. React's ids contain characters
 * (":" or "«»") that are awkward inside `url(#...)`, so only the safe ones are kept.
 */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
}
