import { proxy } from 'valtio'
import { api, tokens } from '../api/app-api'
import type { LoginInput, User } from '../domain/user'

export interface SessionState {
  user: User | null
  /** docs/product.md's isUserLogin flag, derived from the user rather than kept beside it. */
  readonly isUserLogin: boolean
  /**
   * The server refused the session's token on an authenticated call (it expired, or the
   * account went away). The app shell reacts: it signs out, says so and asks to sign in.
   */
  expired: boolean
}

export const session = proxy<SessionState>({
  user: null,
  get isUserLogin() {
    return this.user !== null
  },
  expired: false,
})

// A 401 while signed in ends the session. The token goes at once, so no later call sends it;
// the user stays until the shell has taken note of the page to return to (app/session-expiry).
// Signed out (e.g. a stale token at start-up) there is nothing to tell: the token just goes.
api.client.onUnauthorized(() => {
  tokens.set(null)
  if (session.user) session.expired = true
})

/** Loads the signed-in user (GET /user) and marks the session as logged in. */
export async function loadCurrentUser(): Promise<User> {
  const user = await api.getCurrentUser()
  session.user = user
  return user
}

/** Logs in, stores the token and loads the user; any failure leaves the session signed out. */
export async function signIn(input: LoginInput): Promise<User> {
  try {
    const { token } = await api.login(input)
    tokens.set(token)
    return await loadCurrentUser()
  } catch (error) {
    signOut()
    throw error
  }
}

/** Clears the user and the stored token. */
export function signOut(): void {
  tokens.set(null)
  session.user = null
  session.expired = false
}

/** Whether a token is stored from an earlier visit (start-up then loads its user). */
export const hasStoredToken = (): boolean => tokens.get() !== null
