import { chunkAt, loadPrimeProvider, pageChunks, routePath } from './page-chunks'

/**
 * main.tsx imports this module before the rest of the app: the page's chunk (and PrimeReact's
 * provider, for a page that renders in it) starts downloading while React DOM is still being evaluated, so it
 * is in when the first render asks for it (through routes.tsx's lazy pages, which get the
 * same download). A failure here is left to that first render, which shows it.
 */
const chunk = chunkAt(routePath())
if (chunk) {
  pageChunks[chunk].load().catch(() => undefined)
  if (pageChunks[chunk].prime) loadPrimeProvider().catch(() => undefined)
}

export { routePath }
