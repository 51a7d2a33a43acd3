import { createHash } from 'node:crypto'
import type { AppConfig } from '../src/settings'

export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Only what the app needs; inline styles because PrimeReact and chart.js set them at run time, and `frame-ancestors` for a header only, as a meta tag cannot carry it. */
export function contentSecurityPolicy(
  config: AppConfig,
  { forHeader = false, inlineScripts = [] as readonly string[] } = {},
): string {
  // A demo with an upstream sends the calls routed there to it (docs/embedded-backend.md).
  const api = [...originOf(config.apiUrl), ...originOf(config.upstreamUrl ?? '')]
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

/** The file a build leaves for its host (the `_headers` format of Netlify and Cloudflare Pages), as the policy's script hashes change with each build. */
export const HEADERS_FILE = '_headers'

export const headersFile = (publicPath: string, policy: string): string =>
  `${publicPath}*\n  Content-Security-Policy: ${policy}\n`
