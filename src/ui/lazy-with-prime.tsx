import { type ComponentType, lazy } from 'react'

/**
 * A part loaded on demand that uses PrimeReact: its code and PrimeReact's provider (which
 * PrimeReact's overlays need above them) come together, and the part renders inside it. For
 * parts of pages that otherwise do without PrimeReact (see app/page-chunks.ts).
 */
export function lazyWithPrime<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Part, { PrimeProvider }] = await Promise.all([load(), import('./prime-provider')])
    // biome-ignore lint/correctness/noComponentHookFactories: lazy() runs this loader once, so the wrapper is made once
    function ProvidedPart(props: P) {
      return (
        <PrimeProvider>
          <Part {...props} />
        </PrimeProvider>
      )
    }
    return { default: ProvidedPart }
  })
}
