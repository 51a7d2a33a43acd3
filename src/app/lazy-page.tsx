import { type ComponentType, lazy } from 'react'

/**
 * A page loaded on demand: its code (and CSS) is a chunk of its own, fetched the first time
 * the route is visited, so the home page never pays for it. It renders inside PrimeReact's
 * provider, which comes with it.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazy(async () => {
    const [module, { PrimeProvider }] = await Promise.all([load(), import('../ui/prime-provider')])
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
}
