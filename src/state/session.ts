import { proxy } from 'valtio'
import { api, tokens } from '../api/app-api'
import { ApiError } from '../api/client'
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

/**
 * Production lets an account holding only a role of its own (Manager, CustomerService) sign in,
 * then refuses it every page of the site (403): said in plain words rather than "Forbidden".
 */
export const NO_ACCESS_MESSAGE =
  'This account has a role the Autovia site does not serve, so it cannot sign in here. Please ask an administrator to make it a customer or an administrator.'

/** Logs in, stores the token and loads the user; any failure leaves the session signed out. */
export async function signIn(input: LoginInput): Promise<User> {
  try {
    const { token } = await api.login(input)
    tokens.set(token)
    try {
      return await loadCurrentUser()
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) throw new Error(NO_ACCESS_MESSAGE)
      throw error
    }
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
