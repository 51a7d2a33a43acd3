import { register } from 'node:module'

/**
 * The home page's first screen as HTML (see first-screen.tsx), rendered in this process with
 * the settings in APP_CONFIG. The components' stylesheet imports read as nothing here.
 */
export async function prerenderHomeFirstScreen(): Promise<string> {
  register('./css-stub-hooks.mjs', import.meta.url)
  const { homeFirstScreen } = await import('./first-screen')
  return homeFirstScreen()
}

if (process.argv[1]?.endsWith('prerender.ts')) {
  process.stdout.write(`${await prerenderHomeFirstScreen()}\n`)
}
