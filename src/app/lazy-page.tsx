import { type ComponentType, lazy, useState } from 'react'
import { toChunkLoadError } from '../ui/chunk-load'

/**
 * A page loaded on demand: its code (and CSS) is a chunk of its own, fetched the first time
 * the route is visited, so the home page never pays for it. A page that uses PrimeReact renders
 * inside PrimeReact's provider, which comes with it (see page-chunks.ts). `preload()` starts
 * fetching the chunk before the first render; once it is in, the page renders at once instead
 * of suspending for a moment (which would show the loading screen for a frame and lay the page
 * out twice). A failed download rejects with a ChunkLoadError, which the route's error
 * boundary shows with a way to try again.
 */
export function lazyPage<M extends Record<string, unknown>>(
  /** The chunk's loader (a page that uses PrimeReact), or its loader and whether it does. */
  code: (() => Promise<M>) | { load: () => Promise<M>; prime: boolean },
  name: keyof M & string,
) {
  const chunk = typeof code === 'function' ? { load: code, prime: true } : code
  let loading: Promise<ComponentType<object>> | undefined
  let loaded: ComponentType<object> | undefined
  const preload = () => {
    loading ??= Promise.all([
      chunk.load(),
      chunk.prime ? import('../ui/prime-provider') : undefined,
    ]).then(
      ([module, prime]) => {
        const Page = module[name] as ComponentType<object>
        if (!prime) {
          loaded = Page
          return Page
        }
        const { PrimeProvider } = prime
        // biome-ignore lint/correctness/noComponentHookFactories: made once, when the chunk is in
        function ProvidedPage(props: object) {
          return (
            <PrimeProvider>
              <Page {...props} />
            </PrimeProvider>
          )
        }
        loaded = ProvidedPage
        return ProvidedPage
      },
      (error: unknown) => {
        loading = undefined
        throw toChunkLoadError(error)
      },
    )
    return loading
  }
  const Lazy = lazy(async () => ({ default: await preload() }))
  // biome-ignore lint/correctness/noComponentHookFactories: lazyPage runs once per route, at module level
  function LazyPage(props: object) {
    // Chosen once per mount: switching from Lazy to the page later would remount it.
    const [Page] = useState(() => loaded ?? Lazy)
    return <Page {...props} />
  }
  // Lets a page that waits for data fetch its code meanwhile (see needsVehicles).
  return Object.assign(LazyPage, { preload })
}
