import { delay, HttpResponse, http } from 'msw'
import type { Role } from '../../src/domain/enums'
import { db, type StoredUser } from '../db'
import { type BeanName, beanErrors } from '../rules/bean-validation'
import { HttpError } from '../rules/http-error'
import { type JavaType, readBody } from '../rules/jackson'
import { bearerToken } from '../rules/tokens'

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  417: 'Expectation Failed',
  500: 'Internal Server Error',
}

export { HttpError }

export function errorResponse(status: number, message: string, path: string, errors?: unknown[]) {
  return HttpResponse.json(
    {
      timestamp: new Date().toISOString(),
      status,
      error: REASONS[status] ?? 'Error',
      message,
      path,
      ...(errors ? { errors } : {}),
    },
    { status },
  )
}

export const success = () => HttpResponse.json({ success: true })

export const jsonText = (json: string | Uint8Array<ArrayBuffer>) =>
  new HttpResponse(json, { headers: { 'Content-Type': 'application/json' } })

export interface RouteContext {
  request: Request
  params: Record<string, string>
  url: URL
  user: StoredUser
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

let afterChange: (() => Promise<void>) | undefined

/** Runs after every request that may have written, before its response, so a reload right after keeps the change. */
export function setAfterChange(hook: (() => Promise<void>) | undefined): void {
  afterChange = hook
}

// Requests that may write run one at a time, so a check and the write after an await never interleave with another's.
let writing: Promise<unknown> = Promise.resolve()
function oneWriteAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = writing.then(task, task)
  writing = run.catch(() => undefined)
  return run
}

/** Wraps every write; the browser's gate takes a lock shared by the demo's tabs. */
export type WriteGate = <T>(task: () => Promise<T>) => Promise<T>
const direct: WriteGate = (task) => task()
let gate: WriteGate = direct

export function setWriteGate(next: WriteGate | undefined): void {
  gate = next ?? direct
}

/** Runs `task` as a write: one at a time in this page or process, and through the write gate (in the browser: one at a time across tabs, on the latest stored data). */
export function asWrite<T>(task: () => Promise<T>): Promise<T> {
  return oneWriteAtATime(() => gate(task))
}

// While the whole database is replaced (a restore, a reseed), a read would see it half filled: reads wait for the replacement, which runs as a write (so one at a time).
let replacing: { core: Promise<unknown>; all: Promise<unknown> } = {
  core: Promise.resolve(),
  all: Promise.resolve(),
}

/**
 * Runs a wholesale replacement of the data with reads held until it ends; call inside asWrite.
 * `coreReady` lets reads of the first screen's collections through; `holdAgain` holds them once
 * more, for a replacement that starts over after those reads were let through (a stored copy
 * found corrupt in its reservations is replaced by a seed, and a read meanwhile would see none).
 */
export function replacingData<T>(
  task: (coreReady: () => void, holdAgain: () => void) => Promise<T>,
): Promise<T> {
  let ended: () => void = () => undefined
  const all = new Promise<void>((resolve) => {
    ended = resolve
  })
  let release: (() => void) | undefined
  const hold = () => {
    if (release) return
    const core = new Promise<void>((resolve) => {
      release = resolve
    })
    replacing = { core: Promise.race([core, all]), all }
  }
  hold()
  const run = task(() => {
    release?.()
    release = undefined
  }, hold)
  run.then(ended, ended)
  return run
}

/** Reads that need the reservations (their paths name them); the rest wait only for the core. */
const READS_RESERVATIONS = /\/reservations(\/|$)/

/** `public`: anyone; `user`: production's `hasRole('CUSTOMER') or hasRole('ADMIN')` (a user holding only CustomerService or Manager is refused); a Role: that role only. */
export type Access = 'public' | 'user' | Role

export interface Route {
  method: Method
  url: string
  access: Access
  resolve: (ctx: RouteContext) => Response | Promise<Response>
}

export function route(
  method: Method,
  url: string,
  access: Access,
  resolve: (ctx: RouteContext) => Response | Promise<Response>,
): Route {
  return { method, url, access, resolve }
}

type UrlMatcher = (url: URL) => Record<string, string> | undefined

/** Compiles a route's address once, as msw reads one: `*` for any origin, a path alone for the page's origin, `:name` for one segment (decoded), a trailing slash optional. */
function urlMatcher(pattern: string): UrlMatcher {
  let origin: string | undefined
  let path = pattern
  if (pattern.startsWith('*')) path = pattern.slice(1)
  else if (pattern.startsWith('/'))
    origin = typeof location === 'object' ? location.origin : undefined
  else {
    const at = pattern.indexOf('/', pattern.indexOf('//') + 2)
    origin = at < 0 ? pattern : pattern.slice(0, at)
    path = at < 0 ? '/' : pattern.slice(at)
  }
  const names: string[] = []
  const source = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  const regex = new RegExp(`^${source}/?$`)
  return (url) => {
    if (origin !== undefined && url.origin !== origin) return undefined
    const found = regex.exec(url.pathname)
    if (!found) return undefined
    const params: Record<string, string> = {}
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(found[i + 1]!)
    })
    return params
  }
}

/** Every route in one msw handler, its patterns compiled up front, so a request is matched once rather than once per route. */
export function apiHandler(routes: Route[], wait: () => number = () => 0) {
  const table = routes.map((r) => ({
    ...r,
    httpMethod: r.method.toUpperCase(),
    match: urlMatcher(r.url),
    readsReservations: READS_RESERVATIONS.test(r.url),
  }))
  type Found = { entry: (typeof table)[number]; params: Record<string, string>; url: URL }
  // msw hands the resolver the very request its predicate saw: the match found is kept for it.
  const matched = new WeakMap<Request, Found>()
  const find = (request: Request): Found | undefined => {
    const url = new URL(request.url)
    for (const entry of table) {
      if (entry.httpMethod !== request.method) continue
      const params = entry.match(url)
      if (params) return { entry, params, url }
    }
    return undefined
  }
  return http.all(
    ({ request }) => {
      const found = find(request)
      if (!found) return false
      matched.set(request, found)
      return { matches: true, params: found.params }
    },
    async ({ request }) => {
      const found = matched.get(request) ?? find(request)
      if (!found) return undefined
      await simulatedLatency(wait)
      const { entry, params, url } = found
      if (entry.method !== 'get') return asWrite(() => respond(entry, request, url, params))
      await (entry.readsReservations ? replacing.all : replacing.core)
      return respond(entry, request, url, params)
    },
  )
}

export async function simulatedLatency(wait: () => number): Promise<void> {
  const ms = wait()
  if (ms > 0) await delay(ms)
}

async function respond(
  { method, access, resolve }: Route,
  request: Request,
  url: URL,
  params: Record<string, string>,
): Promise<Response> {
  try {
    const user = access === 'public' ? undefined : authenticate(request)
    const allowed =
      access === 'user'
        ? user?.roles.some((role) => role === 'Customer' || role === 'Administrator')
        : access === 'public' || user?.roles.includes(access)
    if (user && !allowed) throw new HttpError(403, 'Forbidden')
    const response = await resolve({ request, params, url, user: user as StoredUser })
    if (method !== 'get' && response.status < 400) await afterChange?.()
    return response
  } catch (error) {
    if (error instanceof HttpError) {
      return errorResponse(error.status, error.message, url.pathname, error.errors)
    }
    const detail = error instanceof Error ? error.message : String(error)
    console.error('Mock backend error', error)
    return errorResponse(500, `Unexpected error: ${detail}`, url.pathname)
  }
}

/** Spring Security's public paths; anything else asks for a valid token before it is routed. */
const PUBLIC_PATHS = /\/(register|login|car\/visitors(\/.*)?|files\/(display|download)(\/.*)?)$/

/** What production responds to a path no route has: Spring Security runs first, so an anonymous call outside the public paths is refused (401) before a 404 could say the path is unknown. */
export function unknownPathResponse(request: Request): Response {
  const path = new URL(request.url).pathname
  if (!PUBLIC_PATHS.test(path)) {
    try {
      authenticate(request)
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, path)
      throw error
    }
  }
  return errorResponse(404, `No endpoint ${request.method} ${path}`, path)
}

function authenticate(request: Request): StoredUser {
  const token = bearerToken(request)
  const session = token
    ? db.sessions.findFirst((q) => q.where((r) => r.token === token))
    : undefined
  const user =
    session && session.expiresAt > Date.now()
      ? db.users.findFirst((q) => q.where((r) => r.id === session.userId))
      : undefined
  if (!user) throw new HttpError(401, 'Error: Unauthorized')
  return user
}

/** Reads a `@Valid @RequestBody` as production does: Jackson binds the fields first, then the annotations decide. */
export async function readBean<F extends Record<string, JavaType>>(
  request: Request,
  objectName: BeanName,
  fields: F,
): Promise<{ [K in keyof F]: unknown }> {
  const bound = await readBody(request, fields)
  const errors = beanErrors(objectName, bound)
  if (errors.length === 0) return bound
  throw new HttpError(
    400,
    `Validation failed for object='${objectName}'. Error count: ${errors.length}`,
    errors,
  )
}

/** A whole-number path or query id; anything else is a 400 like Spring's type mismatch. */
export function numericId(value: string | null | undefined, name = 'id'): number {
  if (value == null || value === '') throw new HttpError(400, `${name} is required`)
  if (!/^-?\d+$/.test(value)) throw new HttpError(400, `${name} must be a number`)
  return Number(value)
}
