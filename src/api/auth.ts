import {
  type LoginInput,
  LoginResultSchema,
  type PasswordChangeInput,
  type RegistrationInput,
} from '../domain/user'
import { request } from './client'

/** POST /login: answers the bearer token. */
export function login(input: LoginInput) {
  return request('/login', { method: 'POST', body: input, auth: false, schema: LoginResultSchema })
}

/** POST /register */
export async function register(input: RegistrationInput): Promise<void> {
  await request('/register', { method: 'POST', body: input, auth: false })
}

/** PATCH /user/auth: the signed-in user's password. */
export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await request('/user/auth', { method: 'PATCH', body: input })
}
