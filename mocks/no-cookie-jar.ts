/** Stands in for `tough-cookie` in the browser build: the API sets no cookies, and the real jar is large. */

/** A stored cookie, as msw reads one back; this jar never hands one out. */
export class Cookie {
  key = ''
  value = ''
  domain: string | null = null
  path: string | null = null

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

export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {}
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  getCookiesSync(_url: string): Cookie[] {
    return []
  }

  /** A Set-Cookie of a mocked response: the API never sends one, so it is not kept. */
  async setCookie(_cookie: string | Cookie, _url: string): Promise<Cookie | undefined> {
    return undefined
  }
}
