import { HttpResponse } from 'msw'
import { REGISTERED_KEY } from '../../src/domain/responses'
import { LoginInputSchema, RegistrationInputSchema } from '../../src/domain/user'
import { db, nextId } from '../db'
import { hashPassword, verifyPassword } from '../rules/passwords'
import { newToken, TOKEN_TTL_MS } from '../rules/tokens'
import { assertEmailFree } from './dto'
import { HttpError, readJson, route } from './http'

export const authRoutes = (base: string) => [
  route('post', `${base}/login`, 'public', async ({ request }) => {
    const { email, password } = await readJson(request, LoginInputSchema, 'userMap')
    const wanted = email.trim().toLowerCase()
    const user = db.users.findFirst((q) => q.where((u) => u.email.toLowerCase() === wanted))
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      throw new HttpError(401, 'invalid credentials')
    }
    const token = newToken()
    // Expired sessions are swept here, the one place that adds sessions.
    db.sessions.deleteMany((q) => q.where({ expiresAt: (t) => t <= Date.now() }))
    await db.sessions.create({ token, userId: user.id, expiresAt: Date.now() + TOKEN_TTL_MS })
    return HttpResponse.json({ token })
  }),

  route('post', `${base}/register`, 'public', async ({ request }) => {
    const input = await readJson(request, RegistrationInputSchema, 'user')
    if (input.password !== input.confirmPassword)
      throw new HttpError(400, 'password does not match')
    assertEmailFree(input.email)
    const { confirmPassword: _confirm, password, ...profile } = input
    await db.users.create({
      ...profile,
      id: nextId(db.users),
      roles: ['Customer'],
      builtIn: false,
      passwordHash: await hashPassword(password),
    })
    return HttpResponse.json({ [REGISTERED_KEY]: true }, { status: 201 })
  }),
]
