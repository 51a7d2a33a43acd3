/** Local storage key of the bearer token (docs/product.md section 3: the key `token`). */
export const TOKEN_KEY = 'token'

/** Where a client reads the bearer token from, and where the session keeps it. */
export interface TokenStore {
  get(): string | null
  set(token: string | null): void
}

/** localStorage; storage that is missing or throws (private modes) reads as no token. */
export function browserTokenStore(key = TOKEN_KEY): TokenStore {
  return {
    get() {
      try {
        return globalThis.localStorage?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set(token) {
      try {
        if (token) globalThis.localStorage?.setItem(key, token)
        else globalThis.localStorage?.removeItem(key)
      } catch {
        // Nothing to keep it in: the session lasts until the page closes.
      }
    },
  }
}

/** A token held in memory only: for tests, scripts and contract tests. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial
  return {
    get: () => token,
    set: (next) => {
      token = next
    },
  }
}
