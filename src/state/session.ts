import { proxy } from 'valtio'
import { api, tokens } from '../api/app-api'
import type { LoginInput, User } from '../domain/user'

export interface SessionState {
  user: User | null
  /** docs/product.md's isUserLogin flag, derived from the user rather than kept beside it. */
  readonly isUserLogin: boolean
  /** The server refused the session's token (it expired); the shell signs out and says so. */
  expired: boolean
}

export const session = proxy<SessionState>({
  user: null,
  get isUserLogin() {
    return this.user !== null
  },
  expired: false,
})

// A 401 drops the token at once; the user stays until the shell has noted the page to return to.
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

export function signOut(): void {
  tokens.set(null)
  session.user = null
  session.expired = false
}

/** Whether a token is stored from an earlier visit (start-up then loads its user). */
export const hasStoredToken = (): boolean => tokens.get() !== null
