import { FetchError, ofetch } from 'ofetch'
import type * as z from 'zod'
import { refusalMessage } from './cross-origin'
import { takeEarlyAnswer } from './early-answers'
import { FIELD_ERRORS_MESSAGE, fieldErrorsIn } from './field-errors'
import type { ResponseSchema } from './response-schemas'

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.'

/** The one error every API call rejects with: the server's message and status. */
export class ApiError extends Error {
  override name = 'ApiError'
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
    const message = messageFromBody(data) ?? unreadableMessage(status)
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
   * The response's shape, checked after the data is handed over when the client checks
   * responses; a mismatch is logged, never thrown (a newer backend may add fields).
   */
  schema?: S extends z.ZodType ? ResponseSchema<S> : undefined
  responseType?: 'json' | 'blob'
}

export type ResponseData<S extends z.ZodType | undefined> = S extends z.ZodType
  ? z.infer<S>
  : unknown

export interface ApiClientOptions {
  /** The backend's base address, ending in /car-rental/api. */
  baseUrl: string
  /** Read before every authenticated call; null sends no Authorization header. */
  token?: () => string | null
  /**
   * Check each JSON response against its schema and log a mismatch (default true). The Pact
   * contracts pin the shapes down in CI; live builds skip the check and never load it.
   */
  checkResponses?: boolean
  /**
   * Asked before every call: calls wait for the promise it returns (a call fails with its
   * error). The demo renders before its embedded backend has started and holds calls here.
   */
  ready?: () => Promise<void> | undefined
}

export interface ApiClient {
  readonly baseUrl: string
  request<S extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<ResponseData<S>>
  /** Address of `path` below the base, for elements that load it themselves (<img>). */
  url(path: string): string
  /**
   * Calls `listener` whenever a call that carried a token gets a 401 response: the session
   * the token stood for has ended. Returns the function that stops listening.
   */
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
  ): Promise<ResponseData<S>> {
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
        let apiError = toApiError(error, await readBlobBody(error))
        const refused = apiError.status === 0 ? await refusalMessage(base) : undefined
        if (refused) apiError = new ApiError(refused, 0)
        if (bearer && apiError.status === 401) for (const listener of listeners) listener(apiError)
        throw apiError
      }
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
