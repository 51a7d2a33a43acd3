import type * as z from 'zod'
import { NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from '../domain/connection'
import { FIELD_ERRORS_MESSAGE, fieldErrorsIn } from '../domain/field-errors'
import { refusalMessage } from './cross-origin'
import type { ResponseSchema } from './response-schemas'

/** The one error every API call rejects with: the server's message and status. */
export class ApiError extends Error {
  override name = 'ApiError'
  sessionEnded = false
  refused = false
  /** No response came within the client's timeout: the app gave up waiting. */
  timedOut = false
  constructor(
    message: string,
    /** HTTP status; 0 when no response came back at all. */
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message)
  }
}

function messageFromBody(body: unknown): string | undefined {
  if (fieldErrorsIn(body)) return FIELD_ERRORS_MESSAGE
  if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) return body
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown }
    if (typeof message === 'string' && message) return message
  }
  return undefined
}

/** For a failure whose response carries no message the app can read (an HTML page, nothing). */
export const unreadableMessage = (status: number) =>
  `The server could not handle this request (error ${status}) and did not say why. Please try again later.`

/** The app's own reason for aborting a request whose response took too long. */
class RequestTimeout extends Error {
  override name = 'TimeoutError'
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`)
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof RequestTimeout) {
    const timeout = new ApiError(TIMEOUT_MESSAGE, 0)
    timeout.timedOut = true
    return timeout
  }
  if (error instanceof HttpError) {
    const message = messageFromBody(error.data) ?? unreadableMessage(error.status)
    return new ApiError(message, error.status, error.data)
  }
  if (error instanceof TypeError) return new ApiError(NETWORK_ERROR_MESSAGE, 0)
  return new ApiError(error instanceof Error ? error.message : 'Unexpected error', 0)
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function urlOf(base: string, path: string, query?: Record<string, string | number>): string {
  const search = new URLSearchParams(
    Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]),
  ).toString()
  return `${base}${path}${search ? `?${search}` : ''}`
}

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, string | number>
  body?: Record<string, unknown> | FormData
  auth?: boolean
  /** The response's shape: a mismatch is logged, never thrown (a newer backend may add fields). */
  schema?: S extends z.ZodType ? ResponseSchema<S> : undefined
  responseType?: 'json' | 'blob'
}

export type ResponseData<S extends z.ZodType | undefined> = S extends z.ZodType
  ? z.infer<S>
  : unknown

export interface ApiClientOptions {
  baseUrl: string
  token?: () => string | null
  checkResponses?: boolean
  ready?: () => Promise<void> | undefined
  early?: (url: string) => Promise<unknown> | undefined
  /** How long a request may take, response body included, before it fails with TIMEOUT_MESSAGE. */
  timeoutMs?: number
}

export interface ApiClient {
  readonly baseUrl: string
  request<S extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<ResponseData<S>>
  url(path: string): string
  onUnauthorized(listener: (error: ApiError) => void): () => void
}

async function checkResponse(schema: ResponseSchema<z.ZodType>, data: unknown, call: string) {
  try {
    const parsed = (await schema()).safeParse(data)
    if (!parsed.success) console.warn(`Unexpected response from ${call}`, parsed.error.issues)
  } catch (error) {
    console.warn(`Could not check the response of ${call}`, error)
  }
}

/** An HTTP client for one backend; the app makes one from its settings, tests their own. */
export function createApiClient({
  baseUrl,
  token = () => null,
  checkResponses = true,
  ready = () => undefined,
  early = () => undefined,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '')
  async function send(
    path: string,
    {
      method,
      query,
      body,
      headers,
      responseType,
    }: Required<Pick<RequestOptions, 'method' | 'responseType'>> &
      Pick<RequestOptions, 'query' | 'body'> & { headers: Record<string, string> },
  ): Promise<unknown> {
    const json = body !== undefined && !(body instanceof FormData)
    if (json)
      Object.assign(headers, { 'content-type': 'application/json', accept: 'application/json' })
    // A timer rather than AbortSignal.timeout(): the page's clock (and a test's fake one) runs it.
    const giveUp = new AbortController()
    const timer = setTimeout(() => giveUp.abort(new RequestTimeout()), timeoutMs)
    try {
      const response = await fetch(urlOf(base, path, query), {
        method,
        headers,
        body: json ? JSON.stringify(body) : body,
        signal: giveUp.signal,
      })
      if (!response.ok) throw new HttpError(response.status, await readBody(response))
      return await (responseType === 'blob' ? response.blob() : readBody(response))
    } catch (error) {
      throw giveUp.signal.aborted ? giveUp.signal.reason : error
    } finally {
      clearTimeout(timer)
    }
  }
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
  ): Promise<ResponseData<S>> {
    const held = ready()
    if (held) await held.catch((error: unknown) => Promise.reject(toApiError(error)))
    const headers: Record<string, string> = {}
    const bearer = auth ? token() : null
    if (bearer) headers.Authorization = `Bearer ${bearer}`
    let data = method === 'GET' && !bearer ? await early(urlOf(base, path, query)) : undefined
    try {
      data ??= await send(path, { method, query, body, headers, responseType })
    } catch (error) {
      let apiError = toApiError(error)
      const refused =
        apiError.status === 0 && !apiError.timedOut ? await refusalMessage(base) : undefined
      if (refused) {
        apiError = new ApiError(refused, 0)
        apiError.refused = true
      }
      if (bearer && apiError.status === 401) {
        apiError.sessionEnded = true
        for (const listener of listeners) listener(apiError)
      }
      throw apiError
    }
    if (schema && checkResponses) void checkResponse(schema, data, `${method} ${path}`)
    return data as ResponseData<S>
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
