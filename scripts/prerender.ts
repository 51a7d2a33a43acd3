import { register } from 'node:module'

/**
 * The pages' first screens as HTML (see first-screen.tsx), rendered in this process with the
 * settings in APP_CONFIG. The components' stylesheet imports read as nothing here.
 */
export async function prerenderFirstScreens(): Promise<{ home: string; car: string }> {
  register('./css-stub-hooks.mjs', import.meta.url)
  const { homeFirstScreen, carFirstScreen } = await import('./first-screen')
  return { home: homeFirstScreen(), car: carFirstScreen() }
}

if (process.argv[1]?.endsWith('prerender.ts')) {
  const { home, car } = await prerenderFirstScreens()
  process.stdout.write(`${home}\n\n${car}\n`)
}
