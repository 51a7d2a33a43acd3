import type { LoginInput, PasswordChangeInput, RegistrationInput } from '../domain/user'
import type { ApiClient } from './client'
import { response } from './response-schemas'

export function authApi(client: ApiClient) {
  return {
    login(input: LoginInput) {
      return client.request('/login', {
        method: 'POST',
        body: input,
        auth: false,
        schema: response('login'),
      })
    },

    async register(input: RegistrationInput): Promise<void> {
      await client.request('/register', { method: 'POST', body: input, auth: false })
    },

    async changePassword(input: PasswordChangeInput): Promise<void> {
      await client.request('/user/auth', { method: 'PATCH', body: input })
    },
  }
}
