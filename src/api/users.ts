import type { ProfileInput, UserCreateInput, UserUpdateInput } from '../domain/user'
import type { ApiClient } from './client'
import { response } from './response-schemas'
import { downloadSpreadsheet } from './spreadsheet'

export function usersApi(client: ApiClient) {
  return {
    getCurrentUser() {
      return client.request('/user', { schema: response('user') })
    },

    async updateProfile(input: ProfileInput): Promise<void> {
      await client.request('/user', { method: 'PUT', body: input })
    },

    getUsers() {
      return client.request('/user/auth/all', { schema: response('users') })
    },

    getUser(id: number) {
      return client.request(`/user/${id}/auth`, { schema: response('user') })
    },

    async createUser(input: UserCreateInput): Promise<void> {
      await client.request('/add', { method: 'POST', body: input })
    },

    /** PUT /user/{id}/auth (admin); an empty password is left out so the old one is kept. */
    async updateUser(id: number, input: UserUpdateInput): Promise<void> {
      const { password, ...rest } = input
      await client.request(`/user/${id}/auth`, { method: 'PUT', body: password ? input : rest })
    },

    async deleteUser(id: number): Promise<void> {
      await client.request(`/user/${id}/auth`, { method: 'DELETE' })
    },

    downloadUsers(): Promise<Blob> {
      return downloadSpreadsheet(client, '/excel/download/users', 'users.xlsx')
    },
  }
}
