import type { AppConfig } from '../src/settings'

/**
 * The Content-Security-Policy of a built site: only what the app needs. Scripts, fonts and
 * workers from the site itself; styles also inline (PrimeReact and chart.js set them at run
 * time); pictures and calls from the site and the API's origin; the contact map's origin in
 * a frame; no plugins, no eval. `frame-ancestors` only works as a header, so the meta tag
 * leaves it out and `forHeader` adds it.
 */
export function contentSecurityPolicy(config: AppConfig, { forHeader = false } = {}): string {
  const api = originOf(config.apiUrl)
  const map = originOf(config.site.mapUrl)
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
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

const POLICY_TAG = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/g

/**
 * The page with the policy as its first tag, so that it governs everything after it; a
 * policy put there by an earlier build (Parcel may leave an unchanged page in place) goes.
 */
export function withContentSecurityPolicy(page: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}">`
  const html = page.replace(POLICY_TAG, '')
  const start = /<html[^>]*>/i.exec(html)
  if (!start) throw new Error('index.html has no <html> tag to put the Content-Security-Policy in')
  const at = start.index + start[0].length
  return `${html.slice(0, at)}${tag}${html.slice(at)}`
}

/**
 * A live build asks for the fleet from the first bytes of the page, while the scripts are
 * still downloading: the app's own request then reuses this one. Same URL and credentials
 * mode as the app's fetch (anonymous: no cookies cross-origin, as the API needs none).
 */
export function withFleetPreload(page: string, apiUrl: string): string {
  const href = `${apiUrl}/car/visitors/all`
  if (page.includes(`href="${href}"`)) return page
  const tag = `<link rel="preload" as="fetch" href="${href}" crossorigin="anonymous">`
  const policy = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/.exec(page)
  const at = policy ? policy.index + policy[0].length : (/<html[^>]*>/i.exec(page)?.index ?? 0)
  return `${page.slice(0, at)}${tag}${page.slice(at)}`
}
