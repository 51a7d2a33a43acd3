import { mutationOptions } from '@tanstack/react-query'
import type {
  PasswordChangeInput,
  ProfileInput,
  RegistrationInput,
  UserCreateInput,
  UserUpdateInput,
} from '../domain/user'
import { api } from './app-api'
import { invalidates } from './invalidate'
import { userQueries } from './user-queries'

/** A visitor's registration, the signed-in person's own account, and the administrator's. */
export const userMutations = {
  register: () =>
    mutationOptions({ mutationFn: (input: RegistrationInput) => api.register(input) }),

  updateProfile: () =>
    mutationOptions({ mutationFn: (input: ProfileInput) => api.updateProfile(input) }),

  changePassword: () =>
    mutationOptions({ mutationFn: (input: PasswordChangeInput) => api.changePassword(input) }),

  create: () =>
    mutationOptions({
      mutationFn: (input: UserCreateInput) => api.createUser(input),
      onSuccess: invalidates(userQueries.key),
    }),

  update: (id: number) =>
    mutationOptions({
      mutationFn: (input: UserUpdateInput) => api.updateUser(id, input),
      onSuccess: invalidates(userQueries.key),
    }),

  remove: (id: number) =>
    mutationOptions({
      mutationFn: () => api.deleteUser(id),
      onSuccess: invalidates(userQueries.key, userQueries.detail(id).queryKey),
    }),
}
