import { type ComponentType, lazy, type ReactNode, useState } from 'react'
import { toChunkLoadError } from '../ui/chunk-load'

type PageProps = { children?: ReactNode }

/**
 * A page loaded on demand: its code (and CSS) is a chunk of its own, so the home page never
 * pays for it. With `prime`, it renders inside PrimeReact's provider, which comes with it.
 * `preload()` starts the download before the first render, so the page then renders at once
 * instead of suspending for a frame. A failed download rejects with a ChunkLoadError, which
 * the route's error boundary shows with a way to try again.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  prime = true,
) {
  let loading: Promise<ComponentType<PageProps>> | undefined
  let loaded: ComponentType<PageProps> | undefined
  const preload = () => {
    loading ??= Promise.all([load(), prime ? import('../ui/prime-provider') : undefined]).then(
      ([module, provider]) => {
        const Page = module[name] as ComponentType<PageProps>
        if (!provider) {
          loaded = Page
          return Page
        }
        const { PrimeProvider } = provider
        // biome-ignore lint/correctness/noComponentHookFactories: made once, when the chunk is in
        function ProvidedPage(props: PageProps) {
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
  function LazyPage(props: PageProps) {
    // Chosen once per mount: switching from Lazy to the page later would remount it.
    const [Page] = useState(() => loaded ?? Lazy)
    return <Page {...props} />
  }
  return Object.assign(LazyPage, { preload })
}
