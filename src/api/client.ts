import { FetchError, ofetch } from 'ofetch'
import type * as z from 'zod'
import { NETWORK_ERROR_MESSAGE } from '../domain/connection'
import type { AnswerSchema } from './answers'
import { takeEarlyAnswer } from './early-answers'

export { NETWORK_ERROR_MESSAGE }

/** The one error every API call rejects with: the server's message and status. */
export class ApiError extends Error {
  override name = 'ApiError'
  /** A 401 to a request that carried the session's token: the app says the session ended. */
  sessionEnded = false
  constructor(
    message: string,
    /** HTTP status; 0 when no answer came back at all. */
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message)
  }
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

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, string | number>
  body?: Record<string, unknown> | FormData
  /** Send the bearer token (default true). */
  auth?: boolean
  /**
   * The answer's shape, checked after the answer is handed over when the client checks
   * answers; a mismatch is logged, never thrown (a newer backend may add fields).
   */
  schema?: S extends z.ZodType ? AnswerSchema<S> : undefined
  responseType?: 'json' | 'blob'
}

export type Answer<S extends z.ZodType | undefined> = S extends z.ZodType ? z.infer<S> : unknown

export interface ApiClientOptions {
  /** The backend's base address, ending in /car-rental/api. */
  baseUrl: string
  /** Read before every authenticated call; null sends no Authorization header. */
  token?: () => string | null
  /**
   * Check each JSON answer against its schema and log a mismatch (default true). The Pact
   * contracts pin the shapes down in CI; live builds skip the check and never load it.
   */
  checkAnswers?: boolean
  /**
   * Asked before every call: calls wait for the promise it answers (a call fails with its
   * error). The demo renders before its embedded backend has started and holds calls here.
   */
  ready?: () => Promise<void> | undefined
}

export interface ApiClient {
  readonly baseUrl: string
  request<S extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Answer<S>>
  /** Address of `path` below the base, for elements that load it themselves (<img>). */
  url(path: string): string
  /**
   * Calls `listener` whenever a call that carried a token is answered 401: the session the
   * token stood for has ended. Answers the function that stops listening.
   */
  onUnauthorized(listener: (error: ApiError) => void): () => void
}

async function checkAnswer(schema: AnswerSchema<z.ZodType>, data: unknown, call: string) {
  try {
    // Loaded with the check (demo builds only): live builds carry none of it.
    const [{ parsePlain }, checked] = await Promise.all([import('../domain/plain-check'), schema()])
    const parsed = parsePlain(checked, data)
    if (!parsed.success) console.warn(`Unexpected answer from ${call}`, parsed.error.issues)
  } catch (error) {
    console.warn(`Could not check the answer of ${call}`, error)
  }
}

/** An HTTP client for one backend; the app makes one from its settings, tests their own. */
export function createApiClient({
  baseUrl,
  token = () => null,
  checkAnswers = true,
  ready = () => undefined,
}: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '')
  const http = ofetch.create({ baseURL: base, retry: 0 })
  const listeners = new Set<(error: ApiError) => void>()

  async function request<S extends z.ZodType | undefined = undefined>(
    path: string,
    {
      method = 'GET',
      query,
      body,
      auth = true,
      schema,
      responseType = 'json',
    }: RequestOptions<S> = {},
  ): Promise<Answer<S>> {
    const held = ready()
    if (held) await held.catch((error: unknown) => Promise.reject(toApiError(error)))
    const headers: Record<string, string> = {}
    const bearer = auth ? token() : null
    if (bearer) headers.Authorization = `Bearer ${bearer}`
    // An anonymous read the page's own script has already asked for (see early-answers.ts).
    const early =
      method === 'GET' && !query && !bearer && responseType === 'json'
        ? takeEarlyAnswer(`${base}${path}`)
        : undefined
    let data: unknown = early ? await early : null
    if (data === null) {
      try {
        data = await http(path, { method, query, body, headers, responseType })
      } catch (error) {
        const apiError = toApiError(error, await readBlobBody(error))
        if (bearer && apiError.status === 401) {
          apiError.sessionEnded = true
          for (const listener of listeners) listener(apiError)
        }
        throw apiError
      }
    }
    if (schema && checkAnswers) void checkAnswer(schema, data, `${method} ${path}`)
    return data as Answer<S>
  }

  return {
    baseUrl: base,
    request,
    url: (path) => `${base}${path}`,
    onUnauthorized(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
