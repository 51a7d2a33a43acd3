import { HttpResponse } from 'msw'
import { USER_ADDED_KEY } from '../../src/domain/responses'
import {
  PasswordChangeInputSchema,
  ProfileInputSchema,
  UserCreateInputSchema,
  UserUpdateInputSchema,
} from '../../src/domain/user'
import { db, nextId } from '../db'
import { hashPassword, verifyPassword } from '../rules/passwords'
import { assertEmailFree, findUser, normalizeRoles, toUserDto, toUserListItem } from './dto'
import { HttpError, numericId, readJson, route, success } from './http'

const NO_UPDATE = 'You dont have permission to update user info!'

export const userRoutes = (base: string) => [
  route('get', `${base}/user`, 'user', ({ user }) => HttpResponse.json(toUserDto(user))),

  route('put', `${base}/user`, 'user', async ({ request, user }) => {
    const input = await readJson(request, ProfileInputSchema, 'userDTO')
    if (user.builtIn) throw new HttpError(404, NO_UPDATE)
    assertEmailFree(input.email, user.id)
    await db.users.update((q) => q.where((r) => r.id === user.id), {
      data: (u) => void Object.assign(u, input),
    })
    return success()
  }),

  route('patch', `${base}/user/auth`, 'user', async ({ request, user }) => {
    const input = await readJson(request, PasswordChangeInputSchema, 'userMap')
    if (user.builtIn) throw new HttpError(404, 'You dont have permission to update password!')
    const matches = await verifyPassword(input.oldPassword, user.passwordHash)
    if (!matches || input.newPassword !== input.confirmNewPassword) {
      throw new HttpError(400, 'password does not match')
    }
    const passwordHash = await hashPassword(input.newPassword)
    await db.users.update((q) => q.where((r) => r.id === user.id), {
      data: (u) => void Object.assign(u, { passwordHash }),
    })
    return success()
  }),

  route('get', `${base}/user/auth/all`, 'Administrator', () =>
    HttpResponse.json(db.users.all().map(toUserListItem)),
  ),

  route('get', `${base}/user/:id/auth`, 'Administrator', ({ params }) =>
    HttpResponse.json(toUserDto(findUser(numericId(params.id)))),
  ),

  route('post', `${base}/add`, 'Administrator', async ({ request }) => {
    const { password, roles, ...profile } = await readJson(
      request,
      UserCreateInputSchema,
      'adminDTO',
    )
    assertEmailFree(profile.email)
    await db.users.create({
      ...profile,
      id: nextId(db.users),
      roles: normalizeRoles(roles),
      builtIn: false,
      passwordHash: await hashPassword(password),
    })
    return HttpResponse.json({ [USER_ADDED_KEY]: true }, { status: 201 })
  }),

  route('put', `${base}/user/:id/auth`, 'Administrator', async ({ request, params }) => {
    const target = findUser(numericId(params.id))
    const { password, roles, ...profile } = await readJson(
      request,
      UserUpdateInputSchema,
      'adminDTO',
    )
    if (target.builtIn) throw new HttpError(404, NO_UPDATE)
    assertEmailFree(profile.email, target.id)
    const passwordHash = password ? await hashPassword(password) : target.passwordHash
    await db.users.update((q) => q.where((r) => r.id === target.id), {
      data: (u) => void Object.assign(u, profile, { roles: normalizeRoles(roles), passwordHash }),
    })
    return success()
  }),

  route('delete', `${base}/user/:id/auth`, 'Administrator', ({ params }) => {
    const target = findUser(numericId(params.id))
    // Production checks reservations first: the built-in customer, who has some, hears that.
    if (db.reservations.findFirst((q) => q.where((r) => r.userId === target.id))) {
      throw new HttpError(404, 'Reservation(s) exist for user!')
    }
    if (target.builtIn) throw new HttpError(404, 'You dont have permission to delete user!')
    db.sessions.deleteMany((q) => q.where((r) => r.userId === target.id))
    db.users.delete((q) => q.where((r) => r.id === target.id))
    return success()
  }),
]
