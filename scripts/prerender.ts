import { register } from 'node:module'
import { runAsScript } from './entry'

/** The pages whose first screen a build writes into its pages (see first-screen.tsx). */
export type FirstScreenPage = 'home' | 'car' | 'vehicles'

/** Rendered in this process with the settings in APP_CONFIG (see first-screen.tsx). */
export async function prerenderFirstScreen(page: FirstScreenPage): Promise<string> {
  const screens = await firstScreens()
  const render = {
    home: screens.homeFirstScreen,
    car: screens.carFirstScreen,
    vehicles: screens.vehiclesFirstScreen,
  }
  return render[page]()
}

async function firstScreens() {
  register('./css-stub-hooks.mjs', import.meta.url)
  return import('./first-screen')
}

/** The route patterns 200.html paints before the app's code comes (see first-screen.tsx). */
export async function firstScreenRoutes() {
  return (await firstScreens()).firstScreenRoutes()
}

runAsScript(import.meta.url, async () => {
  const asked = process.argv[2]
  const page = asked === 'car' || asked === 'vehicles' ? asked : 'home'
  process.stdout.write(`${await prerenderFirstScreen(page)}\n`)
})
