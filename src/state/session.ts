import { proxy } from 'valtio'
import { api, tokens } from '../api/app-api'
import type { LoginInput, User } from '../domain/user'

export interface SessionState {
  user: User | null
  readonly isUserLogin: boolean
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

export async function loadCurrentUser(): Promise<User> {
  const user = await api.getCurrentUser()
  session.user = user
  return user
}

/** Logs in, stores the token and loads the user; any failure leaves the session signed out. */
export async function signIn(input: LoginInput, andThen?: (user: User) => void): Promise<User> {
  try {
    const { token } = await api.login(input)
    tokens.set(token)
    const user = await api.getCurrentUser()
    session.user = user
    andThen?.(user)
    return user
  } catch (error) {
    signOut()
    throw error
  }
}

/** Whether the server still knows the signed-in user's token (say after the demo's data was replaced). */
export async function stillSignedIn(): Promise<boolean> {
  const user = session.user
  session.user = null
  try {
    session.user = await api.getCurrentUser()
    return true
  } catch {
    session.user = user
    return false
  }
}

export function signOut(): void {
  tokens.set(null)
  session.user = null
  session.expired = false
}

/** Whether a token is stored from an earlier visit (start-up then loads its user). */
export const hasStoredToken = (): boolean => tokens.get() !== null
