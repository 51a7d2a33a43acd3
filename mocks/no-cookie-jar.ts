/**
 * Stands in for `tough-cookie` in the browser build (the `alias` in package.json). msw keeps a
 * cookie jar for the cookies mocked responses set; the API (docs/api.md) sets none (it speaks bearer
 * tokens), so the demo needs no jar, and the real one brings the public-suffix list along:
 * about 150 KB of the embedded backend's code, parsed on every first visit, and a look-up on
 * every request. This jar holds nothing: it returns no cookies and keeps none. Only the part
 * of tough-cookie msw's cookie store uses is here (node_modules/msw/lib/core/utils/cookieStore).
 * Node (tests, `npm run mock:server`) keeps the real jar.
 */

/** A stored cookie, as msw reads one back; this jar never hands one out. */
export class Cookie {
  key = ''
  value = ''
  domain: string | null = null
  path: string | null = null

  /** A cookie msw persisted in an earlier visit: none is taken back. */
  static fromJSON(_json: unknown): Cookie | null {
    return null
  }

  toJSON(): Record<string, unknown> {
    return { key: this.key, value: this.value, domain: this.domain, path: this.path }
  }

  toString(): string {
    return `${this.key}=${this.value}`
  }
}

/** The store msw indexes by domain, path and name; always empty here. */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {}
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  /** The cookies a request to `url` would carry: none. */
  getCookiesSync(_url: string): Cookie[] {
    return []
  }

  /** A Set-Cookie of a mocked response: the API never sends one, so it is not kept. */
  async setCookie(_cookie: string | Cookie, _url: string): Promise<Cookie | undefined> {
    return undefined
  }
}
