import type { ComponentType } from 'react'
import { loadMessages } from '../i18n/i18n'
import { lazyChunk } from './chunk-load'
import { PartBoundary } from './part-boundary'

/** A part loaded on demand that uses PrimeReact: its code and PrimeReact's provider (which PrimeReact's overlays need above them) come together, and the part renders inside it. */
export function lazyWithPrime<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazyChunk(async () => {
    // Code downloaded after the first page has its texts in the shell's part (docs/i18n.md).
    const [Part, { PrimeProvider }] = await Promise.all([
      load(),
      import('./prime-provider'),
      loadMessages('shell'),
    ])
    // biome-ignore lint/correctness/noComponentHookFactories: the loader runs once per download, so the wrapper is made once
    function ProvidedPart(props: P) {
      return (
        <PrimeProvider>
          <Part {...props} />
        </PrimeProvider>
      )
    }
    return ProvidedPart
  })
  // biome-ignore lint/correctness/noComponentHookFactories: lazyWithPrime runs once per part, at module level
  function Guarded(props: P) {
    return (
      <PartBoundary>
        <Lazy {...props} />
      </PartBoundary>
    )
  }
  return Guarded
}
