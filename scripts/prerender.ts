import { register } from 'node:module'

/** The pages whose first screen a build writes into its pages (see first-screen.tsx). */
export type FirstScreenPage = 'home' | 'car' | 'vehicles'

/**
 * A page's first screen as HTML (see first-screen.tsx): the home page's, a car page's or the
 * list of cars', rendered in this process with the settings in APP_CONFIG. The components'
 * stylesheet imports read as nothing here.
 */
export async function prerenderFirstScreen(page: FirstScreenPage): Promise<string> {
  register('./css-stub-hooks.mjs', import.meta.url)
  const screens = await import('./first-screen')
  const render = {
    home: screens.homeFirstScreen,
    car: screens.carFirstScreen,
    vehicles: screens.vehiclesFirstScreen,
  }
  return render[page]()
}

if (process.argv[1]?.endsWith('prerender.ts')) {
  const asked = process.argv[2]
  const page = asked === 'car' || asked === 'vehicles' ? asked : 'home'
  process.stdout.write(`${await prerenderFirstScreen(page)}\n`)
}
