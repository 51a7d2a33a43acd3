import { HttpResponse } from 'msw'
import { USER_ADDED_KEY } from '../../src/domain/responses'
import { db, nextId } from '../db'
import type { JavaType } from '../rules/jackson'
import { readObject, textOf } from '../rules/jackson'
import { hashPassword, verifyPassword } from '../rules/passwords'
import { assertEmailFree, findUser, grantedRoles, toUserDto, toUserListItem } from './dto'
import { HttpError, numericId, readBean, route, success } from './http'

const NO_UPDATE = 'You dont have permission to update user info!'

/** The profile fields of production's User, UserDTO and AdminDTO classes, as Jackson reads them. */
export const PROFILE_FIELDS = {
  firstName: 'String',
  lastName: 'String',
  phoneNumber: 'String',
  email: 'String',
  address: 'String',
  zipCode: 'String',
} satisfies Record<string, JavaType>

const ADMIN_FIELDS = {
  ...PROFILE_FIELDS,
  password: 'String',
  roles: 'Set<String>',
} satisfies Record<string, JavaType>

type Profile = Record<keyof typeof PROFILE_FIELDS, string>

const profileOf = (input: Record<string, unknown>): Profile => {
  const { firstName, lastName, phoneNumber, email, address, zipCode } = input as Profile
  return { firstName, lastName, phoneNumber, email, address, zipCode }
}

/** A password production would hash: `passwordEncoder.encode(null)` fails there (a 500). */
function passwordToHash(password: unknown, name = 'password'): string {
  if (typeof password !== 'string') throw new HttpError(400, `${name} is required`)
  return password
}

export const userRoutes = (base: string) => [
  route('get', `${base}/user`, 'user', ({ user }) => HttpResponse.json(toUserDto(user))),

  // UserService.updateUser: the UserDTO's annotations, then built-in, then the e-mail.
  route('put', `${base}/user`, 'user', async ({ request, user }) => {
    const profile = profileOf(await readBean(request, 'userDTO', PROFILE_FIELDS))
    if (user.builtIn) throw new HttpError(404, NO_UPDATE)
    assertEmailFree(profile.email, user.id)
    await db.users.update((q) => q.where((r) => r.id === user.id), {
      data: (u) => void Object.assign(u, profile),
    })
    return success()
  }),

  // UserService.updatePassword: no rule on the new password; confirmNewPassword is ignored.
  route('patch', `${base}/user/auth`, 'user', async ({ request, user }) => {
    const body = await readObject(request)
    const newPassword = textOf(body, 'newPassword')
    const oldPassword = textOf(body, 'oldPassword')
    if (user.builtIn) throw new HttpError(404, 'You dont have permission to update password!')
    // Production hashes a missing old password and fails (a 500); the twin says so.
    if (oldPassword === null) throw new HttpError(400, 'oldPassword is required')
    if (!(await verifyPassword(oldPassword, user.passwordHash))) {
      throw new HttpError(400, 'password does not match')
    }
    const passwordHash = await hashPassword(passwordToHash(newPassword, 'newPassword'))
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

  // UserService.addUserAuth: the e-mail first, then the password (none: a 500 there).
  route('post', `${base}/add`, 'Administrator', async ({ request }) => {
    const input = await readBean(request, 'adminDTO', ADMIN_FIELDS)
    const profile = profileOf(input)
    assertEmailFree(profile.email)
    const password = passwordToHash(input.password)
    const roles = grantedRoles(input.roles as string[] | null)
    await db.users.create({
      ...profile,
      id: nextId(db.users),
      roles,
      builtIn: false,
      passwordHash: await hashPassword(password),
    })
    return HttpResponse.json({ [USER_ADDED_KEY]: true }, { status: 201 })
  }),

  // UserService.updateUserAuth: the whole user replaced; the password kept when none is sent.
  route('put', `${base}/user/:id/auth`, 'Administrator', async ({ request, params }) => {
    const id = numericId(params.id)
    const input = await readBean(request, 'adminDTO', ADMIN_FIELDS)
    // Production's findById(id).get() fails on an unknown id (a 500); the twin answers 404.
    const target = findUser(id)
    if (target.builtIn) throw new HttpError(404, NO_UPDATE)
    const profile = profileOf(input)
    assertEmailFree(profile.email, target.id)
    const passwordHash =
      input.password === null ? target.passwordHash : await hashPassword(input.password as string)
    const roles = grantedRoles(input.roles as string[] | null)
    await db.users.update((q) => q.where((r) => r.id === target.id), {
      data: (u) => void Object.assign(u, profile, { roles, passwordHash, builtIn: false }),
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
