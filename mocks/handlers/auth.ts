import { HttpResponse } from 'msw'
import { REGISTERED_KEY } from '../../src/domain/responses'
import { db, nextId } from '../db'
import { readObject, textOf } from '../rules/jackson'
import { hashPassword, verifyPassword } from '../rules/passwords'
import { newToken, TOKEN_TTL_MS } from '../rules/tokens'
import { assertEmailFree, userByEmail } from './dto'
import { HttpError, readBean, route } from './http'
import { PROFILE_FIELDS } from './users'

export const authRoutes = (base: string) => [
  // UserController.authenticateUser and UserService.login: the e-mail is looked up exactly, and any failure, a missing field included, is the one 401.
  route('post', `${base}/login`, 'public', async ({ request }) => {
    const body = await readObject(request)
    const email = textOf(body, 'email')
    const password = textOf(body, 'password')
    const user = email === null ? undefined : userByEmail(email)
    if (!user || password === null || !(await verifyPassword(password, user.passwordHash))) {
      throw new HttpError(401, 'invalid credentials')
    }
    const token = newToken()
    // Expired sessions are swept here, the one place that adds sessions.
    db.sessions.deleteMany((q) => q.where({ expiresAt: (t) => t <= Date.now() }))
    await db.sessions.create({ token, userId: user.id, expiresAt: Date.now() + TOKEN_TTL_MS })
    return HttpResponse.json({ token })
  }),

  // UserController.registerUser and UserService.register: the User class's annotations only; confirmPassword is no field of it and is ignored.
  route('post', `${base}/register`, 'public', async ({ request }) => {
    const input = await readBean(request, 'user', { ...PROFILE_FIELDS, password: 'String' })
    const profile = input as Record<keyof typeof PROFILE_FIELDS, string>
    assertEmailFree(profile.email)
    const id = nextId(db.users)
    await db.users.create({
      ...profile,
      id,
      roles: ['Customer'],
      builtIn: false,
      passwordHash: await hashPassword(input.password as string),
    })
    return HttpResponse.json({ [REGISTERED_KEY]: true }, { status: 201 })
  }),
]
