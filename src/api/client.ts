import { FetchError, ofetch } from 'ofetch'
import type { z } from 'zod'
import { config } from '../config'

/** Local storage key of the bearer token. */
export const TOKEN_KEY = 'token'

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.'

/** The one error every API call rejects with: the server's message and status. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    /** HTTP status; 0 when no answer came back at all. */
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message)
  }
}

export function getToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null
  } catch {
    return null
  }
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token)
  else localStorage.removeItem(TOKEN_KEY)
}

function messageFromBody(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) return body
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown }
    if (typeof message === 'string' && message) return message
  }
  return undefined
}

/**
 * Turns anything a call can throw into an ApiError. `body` replaces a FetchError's own
 * data when the caller had to read it first (see `readBlobBody`).
 */
export function toApiError(error: unknown, body?: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof FetchError) {
    const status = error.response?.status ?? error.statusCode ?? 0
    if (!status) return new ApiError(NETWORK_ERROR_MESSAGE, 0)
    const data = body ?? error.data
    const message =
      messageFromBody(data) ??
      `Request failed (${status} ${error.response?.statusText ?? ''})`.replace(' )', ')')
    return new ApiError(message, status, data)
  }
  if (error instanceof TypeError) return new ApiError(NETWORK_ERROR_MESSAGE, 0)
  return new ApiError(error instanceof Error ? error.message : 'Unexpected error', 0)
}

/**
 * With responseType 'blob' ofetch hands over an error's body as a Blob as well, which hides
 * the server's message; read it as JSON, or else as text.
 */
async function readBlobBody(error: unknown): Promise<unknown> {
  if (!(error instanceof FetchError) || !(error.data instanceof Blob)) return undefined
  const text = await error.data.text().catch(() => '')
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, string | number>
  body?: Record<string, unknown> | FormData
  /** Send the bearer token (default true). */
  auth?: boolean
  /** Checks the answer's shape; a mismatch is logged, never thrown (a newer backend may add fields). */
  schema?: S
  responseType?: 'json' | 'blob'
}

const http = ofetch.create({ baseURL: config.apiUrl, retry: 0 })

export async function request<S extends z.ZodType | undefined = undefined>(
  path: string,
  {
    method = 'GET',
    query,
    body,
    auth = true,
    schema,
    responseType = 'json',
  }: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  const headers: Record<string, string> = {}
  const token = auth ? getToken() : null
  if (token) headers.Authorization = `Bearer ${token}`
  let data: unknown
  try {
    data = await http(path, { method, query, body, headers, responseType })
  } catch (error) {
    throw toApiError(error, await readBlobBody(error))
  }
  if (schema) {
    const parsed = schema.safeParse(data)
    if (parsed.success) return parsed.data as never
    console.warn(`Unexpected answer from ${method} ${path}`, parsed.error.issues)
  }
  return data as never
}
