import { type ComponentType, lazy } from 'react'

/**
 * A page loaded on demand: its code (and CSS) is a chunk of its own, fetched the first time
 * the route is visited, so the home page never pays for it. It renders inside PrimeReact's
 * provider, which comes with it. `preload()` starts fetching the chunk before the first render.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  let loading: Promise<[M, typeof import('../ui/prime-provider')]> | undefined
  const preload = () => {
    loading ??= Promise.all([load(), import('../ui/prime-provider')])
    return loading
  }
  const Lazy = lazy(async () => {
    const [module, { PrimeProvider }] = await preload()
    const Page = module[name] as ComponentType<object>
    // biome-ignore lint/correctness/noComponentHookFactories: lazy() runs this loader once, so the wrapper is made once
    function ProvidedPage(props: object) {
      return (
        <PrimeProvider>
          <Page {...props} />
        </PrimeProvider>
      )
    }
    return { default: ProvidedPage }
  })
  // Lets a page that waits for data fetch its code meanwhile (see needsVehicles).
  return Object.assign(Lazy, { preload })
}
