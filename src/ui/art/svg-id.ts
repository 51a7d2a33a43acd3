import { useId } from 'react'

/** A document-unique prefix for gradient and clip ids. */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
}
