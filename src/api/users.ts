import type { ProfileInput, UserCreateInput, UserUpdateInput } from '../domain/user'
import type { ApiClient } from './client'
import { response } from './response-schemas'
import { downloadSpreadsheet } from './spreadsheet'

/** The signed-in user's profile, and the administrator's user management. */
export function usersApi(client: ApiClient) {
  return {
    /** GET /user: the signed-in user. */
    getCurrentUser() {
      return client.request('/user', { schema: response('user') })
    },

    /** PUT /user: the signed-in user's profile. */
    async updateProfile(input: ProfileInput): Promise<void> {
      await client.request('/user', { method: 'PUT', body: input })
    },

    /** GET /user/auth/all (admin) */
    getUsers() {
      return client.request('/user/auth/all', { schema: response('users') })
    },

    /** GET /user/{id}/auth (admin) */
    getUser(id: number) {
      return client.request(`/user/${id}/auth`, { schema: response('user') })
    },

    /** POST /add (admin) */
    async createUser(input: UserCreateInput): Promise<void> {
      await client.request('/add', { method: 'POST', body: input })
    },

    /** PUT /user/{id}/auth (admin); an empty password is left out so the old one is kept. */
    async updateUser(id: number, input: UserUpdateInput): Promise<void> {
      const { password, ...rest } = input
      await client.request(`/user/${id}/auth`, { method: 'PUT', body: password ? input : rest })
    },

    /** DELETE /user/{id}/auth (admin) */
    async deleteUser(id: number): Promise<void> {
      await client.request(`/user/${id}/auth`, { method: 'DELETE' })
    },

    /** GET /excel/download/users (admin), saved as users.xlsx */
    downloadUsers(): Promise<Blob> {
      return downloadSpreadsheet(client, '/excel/download/users', 'users.xlsx')
    },
  }
}
