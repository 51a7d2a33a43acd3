import { bypass, getResponse, HttpResponse, type RequestHandler } from 'msw'
import type { RouteMode } from './routes'
import { SIDE_HEADER } from './side'

// The forwarding half of upstream-handler.ts, loaded the first time a call is routed.

/** Headers that belong to one hop (or that fetch sets itself), never forwarded. */
const HOP_HEADERS = [
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'upgrade',
]
/** A response body fetch has already decoded carries none of these on. */
const DECODED_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection']

function marked(response: Response, side: 'real' | 'twin-fallback'): Response {
  const headers = new Headers(response.headers)
  for (const name of DECODED_HEADERS) headers.delete(name)
  headers.set(SIDE_HEADER, side)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

type Upstream = { kind: 'response'; response: Response } | { kind: 'failed' }

/** Sends the call to the upstream as it came; a dropped connection or a timeout is `failed`. */
async function forward(request: Request, target: string, timeoutMs: number): Promise<Upstream> {
  const headers = new Headers(request.headers)
  for (const name of HOP_HEADERS) headers.delete(name)
  const body =
    request.method === 'GET' || request.method === 'HEAD'
      ? undefined
      : await request.clone().arrayBuffer()
  try {
    // bypass(): the page's own service worker (or msw in Node tests) lets it through untouched.
    const response = await fetch(
      bypass(target, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      }),
    )
    return { kind: 'response', response }
  } catch {
    return { kind: 'failed' }
  }
}

/** `real-else-twin` lets the twin answer whenever the upstream cannot, so a demo goes on while the real backend is down. */
export async function answerRouted(
  request: Request,
  target: string,
  mode: Exclude<RouteMode, 'twin'>,
  timeoutMs: number,
  twin: readonly RequestHandler[],
): Promise<Response | undefined> {
  const answer = await forward(request, target, timeoutMs)
  if (answer.kind === 'response') {
    if (mode === 'real' || answer.response.status < 500) return marked(answer.response, 'real')
    // A 5xx: its body is not needed, only the twin's response is sent.
    void answer.response.body?.cancel().catch(() => undefined)
  }
  if (mode === 'real') return HttpResponse.error()
  const fallback = await getResponse([...twin], request)
  return fallback ? marked(fallback, 'twin-fallback') : undefined
}
