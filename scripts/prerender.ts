import { register } from 'node:module'

/**
 * A page's first screen as HTML (see first-screen.tsx): the home page's, or a car page's,
 * rendered in this process with the settings in APP_CONFIG. The components' stylesheet
 * imports read as nothing here.
 */
export async function prerenderFirstScreen(page: 'home' | 'car'): Promise<string> {
  register('./css-stub-hooks.mjs', import.meta.url)
  const { homeFirstScreen, carFirstScreen } = await import('./first-screen')
  return page === 'home' ? homeFirstScreen() : carFirstScreen()
}

if (process.argv[1]?.endsWith('prerender.ts')) {
  const page = process.argv[2] === 'car' ? 'car' : 'home'
  process.stdout.write(`${await prerenderFirstScreen(page)}\n`)
}
