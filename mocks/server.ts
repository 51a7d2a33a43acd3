import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { getResponse } from 'msw'
import { API_BASE_PATH } from '../src/domain/api-base'
import { isControlPath } from './control/control-api'
import { DATA_SCENARIOS, isDataScenario } from './control/data-scenarios'
import { FAULT_HEADER } from './control/failure-handler'
import { parseFailureArg } from './control/failures'
import { mockControl } from './control/mock-control'
import { pactChecker } from './control/pact-checker'
import { logExchange } from './control/request-log'
import { parseRouteArg, parseUpstream } from './control/routes'
import { serveControl } from './control/serve-control'
import { type ControlStart, startWithControls } from './control/server-start'
import { answeredBy } from './control/side'
import { type CorsMode, corsDecision, INVALID_CORS } from './cors'
import { errorResponse } from './handlers/http'
import { ANY_ORIGIN_BASE, createHandlers } from './handlers/index'
import type { SeedOptions } from './seed'

export const BASE_PATH = API_BASE_PATH
export const DEFAULT_PORT = 8088

export interface MockServerOptions {
  port?: number
  host?: string
  seed?: SeedOptions
  log?: ((line: string) => void) | false
  /** `production` (default): files and spreadsheets for http://localhost:8081 only; `any`. */
  cors?: CorsMode
  scenario?: ControlStart['scenario']
  failures?: ControlStart['failures']
  upstream?: ControlStart['upstream']
  routes?: ControlStart['routes']
  upstreamTimeoutMs?: number
}

export interface RunningMockServer {
  url: string
  port: number
  server: Server
  close(): Promise<void>
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log === false ? () => {} : (options.log ?? console.log)
  await startWithControls(options)
  if (options.upstreamTimeoutMs !== undefined) {
    mockControl.routes.timeoutMs = options.upstreamTimeoutMs
  }
  // Every response is held to the contract (GET /__mock/drift lists what did not keep it).
  mockControl.drift.setChecker(pactChecker)
  // Relative patterns need a page origin, which Node has not: match the path on any host.
  const handlers = createHandlers(ANY_ORIGIN_BASE)
  const cors = options.cors ?? 'production'
  const server = createServer((req, res) => {
    const started = Date.now()
    let side = ''
    respond(req, res, handlers, host, cors, (answered) => {
      side = answered === 'twin' ? '' : ` [${answered}]`
    })
      .catch((error) => {
        // A fault of the mock itself: still Spring's JSON shape, never a bare text.
        const message = `Unexpected error: ${error instanceof Error ? error.message : String(error)}`
        const path = (req.url ?? '/').split('?')[0] ?? '/'
        if (!res.headersSent) void send(res, errorResponse(500, message, path))
      })
      .finally(() =>
        log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms${side}`),
      )
  })
  // Bytes that are no HTTP request at all (a body without its length, a broken request line): Node would send a bare 400; send it in Spring's JSON shape and close.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    if (!socket.writable) return
    // A response to HEAD has no body, even this one.
    const head = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD '
    const body = JSON.stringify({
      timestamp: new Date().toISOString(),
      status: 400,
      error: 'Bad Request',
      message: `Bad Request: malformed HTTP request (${error.code ?? 'parse error'})`,
      path: '/',
    })
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEFAULT_PORT, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}${BASE_PATH}`,
    port,
    server,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}

async function respond(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: ReturnType<typeof createHandlers>,
  host: string,
  mode: CorsMode,
  answered: (side: ReturnType<typeof answeredBy>) => void,
): Promise<void> {
  const cors = corsDecision(req, mode)
  if (cors.kind === 'refuse') {
    // Spring's CORS processor: a bare text, before security or any controller runs.
    res.writeHead(403, { 'Content-Type': 'text/plain' })
    res.end(INVALID_CORS)
    return
  }
  if (cors.kind === 'preflight') {
    res.writeHead(mode === 'any' ? 204 : 200, cors.headers)
    res.end()
    return
  }
  if (isControlPath(req.url ?? '/')) {
    return serveControl(req, (response) => send(res, response, cors.headers))
  }
  const started = Date.now()
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body =
    chunks.length && req.method !== 'GET' && req.method !== 'HEAD'
      ? Buffer.concat(chunks)
      : undefined
  const refusal = refuseMalformed(req)
  if (refusal) return send(res, refusal, cors.headers)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  // A client that gives up aborts the request (a `timeout` failure on demand waits for it).
  const gaveUp = new AbortController()
  res.once('close', () => gaveUp.abort())
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? host}`), {
    method: req.method,
    headers,
    body,
    signal: gaveUp.signal,
  })
  const path = new URL(request.url).pathname
  const response =
    (await getResponse(handlers, request)) ?? errorResponse(404, `No endpoint ${path}`, path)
  answered(answeredBy(response))
  // The log is for people watching; a call it cannot record still gets its response.
  logExchange(
    mockControl.log,
    { request, requestBody: body, response, startedAt: started },
    mockControl.drift,
    (call) =>
      mockControl.recorder.observe(
        call.method,
        call.path.slice(BASE_PATH.length),
        call.status,
        call.headers['content-type'] ?? '',
        call.body,
      ),
  ).catch((error: unknown) => console.warn('Could not log a call', error))
  // A failure on demand of kind `offline`: the connection drops as a network failure does.
  if (response.type === 'error') return void res.socket?.destroy()
  // Of kind `reset`: the status line and headers go out, then the connection drops.
  if (response.headers.get(FAULT_HEADER) === 'reset') {
    res.writeHead(response.status, { ...cors.headers, 'Content-Type': 'application/json' })
    res.flushHeaders()
    return void setTimeout(() => res.socket?.destroy(), 10)
  }
  return send(res, response, cors.headers)
}

async function send(
  res: ServerResponse,
  response: Response,
  cors: Record<string, string> = {},
): Promise<void> {
  const outHeaders: Record<string, string> = { ...cors }
  response.headers.forEach((value, name) => {
    outHeaders[name] = value
  })
  res.writeHead(response.status, outHeaders)
  res.end(Buffer.from(await response.arrayBuffer()))
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])
const HOST_PATTERN = /^(\[[\d:a-fA-F.]+\]|[\w.-]+)(:\d{1,5})?$/

/** What Spring would refuse before any controller runs, sent in its JSON shape. */
function refuseMalformed(req: IncomingMessage): Response | undefined {
  const raw = req.url ?? '/'
  const path = raw.split('?')[0] ?? '/'
  const safePath = path.replace(/%(?![0-9a-fA-F]{2})/g, '%25')
  if (!METHODS.has(req.method ?? '')) {
    return errorResponse(405, `Request method '${req.method}' is not supported`, safePath)
  }
  const host = req.headers.host
  if (host !== undefined && !HOST_PATTERN.test(host)) {
    return errorResponse(400, 'Bad Request: malformed Host header', safePath)
  }
  try {
    for (const segment of path.split('/')) decodeURIComponent(segment)
    new URL(raw, 'http://localhost')
  } catch {
    return errorResponse(400, 'Bad Request: malformed percent-encoding in the path', safePath)
  }
  return undefined
}

/** `--port N` (0 for any free port), `--seed N`, `--size default|large`, `--cors production|any`, `--scenario NAME`, `--fail FAMILY=KIND` (repeatable). */
export function optionsFromArgs(args: string[]): MockServerOptions {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      seed: { type: 'string' },
      size: { type: 'string', default: 'default' },
      cors: { type: 'string', default: 'production' },
      scenario: { type: 'string' },
      fail: { type: 'string', multiple: true, default: [] },
      upstream: { type: 'string' },
      route: { type: 'string', multiple: true, default: [] },
    },
  })
  if (values.cors !== 'production' && values.cors !== 'any') {
    throw new Error(`--cors must be "production" or "any", got "${values.cors}"`)
  }
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a number from 0 to 65535, got "${values.port}"`)
  }
  if (values.seed !== undefined && !/^\d+$/.test(values.seed)) {
    throw new Error(`--seed must be a whole number, got "${values.seed}"`)
  }
  if (values.size !== 'default' && values.size !== 'large') {
    throw new Error(`--size must be "default" or "large", got "${values.size}"`)
  }
  if (values.scenario !== undefined && !isDataScenario(values.scenario)) {
    throw new Error(
      `--scenario must be one of ${DATA_SCENARIOS.join(', ')}, got "${values.scenario}"`,
    )
  }
  const failures = values.fail.map(parseFailureArg)
  let upstream: string | undefined
  if (values.upstream !== undefined) {
    try {
      upstream = parseUpstream(values.upstream)
    } catch (error) {
      throw new Error(`--upstream: ${(error as Error).message}`)
    }
  }
  const routes = values.route.map(parseRouteArg)
  if (routes.length > 0 && upstream === undefined) {
    throw new Error('--route needs --upstream URL (the real backend the family goes to)')
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed)
  return {
    port,
    seed: { seed, size: values.size },
    cors: values.cors,
    scenario: values.scenario,
    failures,
    upstream,
    routes,
  }
}

// Run as `npm run mock:server [-- --port 9000]`; importing the module starts nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cors = (options: MockServerOptions) =>
    options.cors === 'any'
      ? 'every origin'
      : 'as production: files and spreadsheets for http://localhost:8081 only, --cors any allows every origin'
  let options: MockServerOptions
  try {
    options = optionsFromArgs(process.argv.slice(2))
    const fromEnv = process.env.UPSTREAM_URL?.trim()
    if (options.upstream === undefined && fromEnv) {
      options.upstream = parseUpstream(fromEnv)
    }
  } catch (error) {
    // A bad command line: exit code 2, as command-line tools do for usage errors.
    console.error(error instanceof Error ? error.message : error)
    process.exit(2)
  }
  Promise.resolve(options)
    .then(async (options) => {
      const { url } = await startMockServer(options)
      console.log(`Mock backend listening on ${url} (CORS: ${cors(options)})`)
      const routed = mockControl.routes.routed.map(([family, mode]) => `${family}=${mode}`)
      if (options.upstream) {
        console.log(
          `Upstream ${options.upstream}: ${routed.length ? routed.join(', ') : 'every family on the twin'} (POST /__mock/routes to change)`,
        )
      }
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
