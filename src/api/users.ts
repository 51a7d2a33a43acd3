import * as z from 'zod'
import {
  type ProfileInput,
  type UserCreateInput,
  UserListItemSchema,
  UserSchema,
  type UserUpdateInput,
} from '../domain/user'
import { request } from './client'
import { downloadSpreadsheet } from './spreadsheet'

/** GET /user: the signed-in user. */
export function getCurrentUser() {
  return request('/user', { schema: UserSchema })
}

/** PUT /user: the signed-in user's profile. */
export async function updateProfile(input: ProfileInput): Promise<void> {
  await request('/user', { method: 'PUT', body: input })
}

/** GET /user/auth/all (admin) */
export function getUsers() {
  return request('/user/auth/all', { schema: z.array(UserListItemSchema) })
}

/** GET /user/{id}/auth (admin) */
export function getUser(id: number) {
  return request(`/user/${id}/auth`, { schema: UserSchema })
}

/** POST /add (admin) */
export async function createUser(input: UserCreateInput): Promise<void> {
  await request('/add', { method: 'POST', body: input })
}

/** PUT /user/{id}/auth (admin); an empty password is left out so the old one is kept. */
export async function updateUser(id: number, input: UserUpdateInput): Promise<void> {
  const { password, ...rest } = input
  await request(`/user/${id}/auth`, { method: 'PUT', body: password ? input : rest })
}

/** DELETE /user/{id}/auth (admin) */
export async function deleteUser(id: number): Promise<void> {
  await request(`/user/${id}/auth`, { method: 'DELETE' })
}

/** GET /excel/download/users (admin), saved as users.xlsx */
export function downloadUsers(): Promise<Blob> {
  return downloadSpreadsheet('/excel/download/users', 'users.xlsx')
}
