import { createHash } from 'node:crypto'
import type { AppConfig } from '../src/settings'

/** The CSP source that allows an inline script with exactly this text. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The Content-Security-Policy of a built page: only what the app needs. Scripts, fonts and
 * workers from the site itself, and the page's inline scripts by their hashes; styles also
 * inline (PrimeReact and chart.js set them at run time); pictures and calls from the site and
 * the API's origin; the contact map's origin in a frame; no plugins, no eval. `frame-ancestors`
 * only works as a header, so the meta tag leaves it out and `forHeader` adds it.
 */
export function contentSecurityPolicy(
  config: AppConfig,
  { forHeader = false, inlineScripts = [] as readonly string[] } = {},
): string {
  const api = originOf(config.apiUrl)
  const map = originOf(config.site.mapUrl)
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScripts.map(scriptHash)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...api],
    ['font-src', "'self'", 'data:'],
    // blob: is the picture the administrator picked, read back before it is uploaded.
    ['connect-src', "'self'", 'blob:', ...api],
    ['frame-src', ...(map.length ? map : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  if (forHeader) directives.push(['frame-ancestors', "'none'"])
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** The origin of an absolute http(s) address, as a one-item list; empty for a path. */
function originOf(address: string): string[] {
  if (!/^https?:\/\//.test(address)) return []
  return [new URL(address).origin]
}
