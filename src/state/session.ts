import { proxy } from 'valtio'
import { login } from '../api/auth'
import { getToken, setToken } from '../api/client'
import { getCurrentUser } from '../api/users'
import type { LoginInput, User } from '../domain/user'

export interface SessionState {
  user: User | null
  isUserLogin: boolean
  token: string | null
}

export const session = proxy<SessionState>({
  user: null,
  isUserLogin: false,
  token: getToken(),
})

/** Loads the signed-in user (GET /user) and marks the session as logged in. */
export async function loadCurrentUser(): Promise<User> {
  const user = await getCurrentUser()
  session.user = user
  session.isUserLogin = true
  return user
}

/** Logs in, stores the token and loads the user; any failure leaves the session signed out. */
export async function signIn(input: LoginInput): Promise<User> {
  try {
    const { token } = await login(input)
    setToken(token)
    session.token = token
    return await loadCurrentUser()
  } catch (error) {
    signOut()
    throw error
  }
}

/** Clears the user and the stored token. */
export function signOut(): void {
  setToken(null)
  session.token = null
  session.user = null
  session.isUserLogin = false
}
