import { errorResponse } from '../handlers/http'
import { DATA_SCENARIOS, isDataScenario } from './data-scenarios'
import { parseFailureSet } from './failures'
import { filterLog, harFile, readLogFilter } from './log-query'
import type { MockControl } from './mock-control'
import { parseRouteSet } from './routes'

export const CONTROL_PATH = '/__mock'

/** A request for the controls rather than the API (`/__mock`, `/__mock/...`). */
export const isControlPath = (url: string) =>
  url === CONTROL_PATH || url.startsWith(`${CONTROL_PATH}/`) || url.startsWith(`${CONTROL_PATH}?`)

/** The largest body a control accepts: a snapshot of the large fleet is about 4 MB. */
export const MAX_SNAPSHOT_BYTES = 64 * 1024 * 1024
export const MAX_CONTROL_BYTES = 64 * 1024

export const bodyLimit = (method: string, path: string) =>
  method === 'PUT' && path === `${CONTROL_PATH}/snapshot` ? MAX_SNAPSHOT_BYTES : MAX_CONTROL_BYTES

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ...headers },
  })

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new Refusal(400, 'The request body is not valid JSON')
  }
}

/** The query of the control call and the origin it was addressed to (a HAR's addresses). */
interface ControlCall {
  query: URLSearchParams
  origin: string
}

type Control = (control: MockControl, body: string, call: ControlCall) => Promise<Response>

const ROUTES: Record<string, Partial<Record<string, Control>>> = {
  '/scenario': {
    GET: async (control) => json({ name: control.scenario }),
    POST: async (control, body) => {
      const value = readJson(body) as { name?: unknown } | null
      const name = typeof value === 'object' && value !== null ? value.name : undefined
      if (!isDataScenario(name)) {
        throw new Refusal(
          400,
          `Unknown scenario ${JSON.stringify(name ?? null)}: use ${DATA_SCENARIOS.join(', ')}`,
        )
      }
      await control.switchScenario(name)
      return json({ name })
    },
  },
  '/failures': {
    GET: async (control) => json(control.failures.describe()),
    POST: async (control, body) => {
      let entries: ReturnType<typeof parseFailureSet>
      try {
        entries = parseFailureSet(readJson(body))
      } catch (error) {
        if (error instanceof Refusal) throw error
        throw new Refusal(400, `Failures refused: ${(error as Error).message}`)
      }
      control.failures.set(entries)
      return json(control.failures.describe())
    },
    DELETE: async (control) => {
      control.failures.clear()
      return json(control.failures.describe())
    },
  },
  '/snapshot': {
    GET: async (control) => {
      const file = await control.snapshot()
      const day = file.savedAt.slice(0, 10)
      return json(file, {
        'Content-Disposition': `attachment; filename="autovia-snapshot-${day}.json"`,
      })
    },
    PUT: async (control, body) => {
      const loaded = await control.loadSnapshot(body)
      if (!loaded.ok) throw new Refusal(400, loaded.message)
      return json({ loaded: true, scenario: control.scenario, movedDays: loaded.movedDays })
    },
  },
  '/routes': {
    GET: async (control) => json(control.routes.describe()),
    POST: async (control, body) => {
      const value = readJson(body)
      if (control.routes.upstream === null) {
        throw new Refusal(400, 'Routes refused: no upstream is set (start with --upstream URL)')
      }
      let entries: ReturnType<typeof parseRouteSet>
      try {
        entries = parseRouteSet(value)
      } catch (error) {
        throw new Refusal(400, `Routes refused: ${(error as Error).message}`)
      }
      control.routes.set(entries)
      return json(control.routes.describe())
    },
    DELETE: async (control) => {
      control.routes.clear()
      return json(control.routes.describe())
    },
  },
  '/record': {
    GET: async (control) => {
      const file = await control.recorder.snapshot(Date.now())
      return json(file, {
        'Content-Disposition': `attachment; filename="autovia-recorded-${file.savedAt.slice(0, 10)}.json"`,
      })
    },
    POST: async (control) => {
      if (control.routes.upstream === null) {
        throw new Refusal(400, 'Recording refused: no upstream is set (start with --upstream URL)')
      }
      control.recorder.start()
      return json({ recording: true, seen: 0 })
    },
    DELETE: async (control) => {
      control.recorder.stop()
      return json({ recording: false, seen: control.recorder.seen })
    },
  },
  '/drift': {
    GET: async (control) => json(control.drift.entries()),
    DELETE: async (control) => {
      control.drift.clear()
      return json([])
    },
  },
  '/log': {
    GET: async (control, _body, { query, origin }) => {
      let entries: ReturnType<typeof filterLog>
      try {
        entries = filterLog(control.log.entries(), readLogFilter(query))
      } catch (error) {
        throw new Refusal(400, `Log filter refused: ${(error as Error).message}`)
      }
      const format = query.get('format')
      if (format === 'har') {
        return json(harFile(entries, origin), {
          'Content-Disposition': 'attachment; filename="autovia-mock-log.har"',
        })
      }
      if (format !== null && format !== 'json') {
        throw new Refusal(400, `Unknown log format "${format}": use json or har`)
      }
      return json({ count: entries.length, entries })
    },
    DELETE: async (control) => {
      control.log.clear()
      return json({ entries: [] })
    },
  },
  '/reset': {
    POST: async (control) => {
      await control.reset()
      return json({ name: control.scenario })
    },
  },
}

/** Handles one control call (`path` starts with CONTROL_PATH); `body` is the request's text, already checked against bodyLimit. */
export async function controlResponse(
  control: MockControl,
  method: string,
  path: string,
  body: string,
  call: ControlCall = { query: new URLSearchParams(), origin: 'http://localhost' },
): Promise<Response> {
  const route = ROUTES[path.slice(CONTROL_PATH.length).replace(/\/+$/, '')]
  if (!route) return errorResponse(404, `No mock control ${path}`, path)
  const handle = route[method]
  if (!handle) {
    const allowed = Object.keys(route).join(', ')
    return errorResponse(
      405,
      `Request method '${method}' is not supported here: use ${allowed}`,
      path,
    )
  }
  try {
    return await handle(control, body, call)
  } catch (error) {
    if (error instanceof Refusal) return errorResponse(error.status, error.message, path)
    throw error
  }
}
