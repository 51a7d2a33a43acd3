/** Serves a built site as a host would, fallback page, sub-path and API proxy included (docs/deployment.md). tsx scripts/serve.ts [DIR] [--port N] [--host H] [--base /sub-path/] [--proxy /path=URL] */

import { createReadStream, existsSync, statSync } from 'node:fs'
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { runAsScript } from './entry'
import { FALLBACK_PAGE } from './index-html'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
}

/** Requests whose path starts with `prefix` go, path unchanged, to the backend at `target`. */
export interface Proxy {
  prefix: string
  target: string
}

export function parseProxy(text: string): Proxy {
  const at = text.indexOf('=')
  const prefix = text.slice(0, at).replace(/\/+$/, '')
  const target = text.slice(at + 1)
  if (at < 1 || !prefix.startsWith('/') || !/^http:\/\/[^/]+$/.test(target.replace(/\/+$/, ''))) {
    throw new Error(`--proxy must look like /car-rental/api=http://127.0.0.1:8088, got "${text}"`)
  }
  return { prefix, target: target.replace(/\/+$/, '') }
}

/** Forwards a request as a reverse proxy in front of the backend would: the browser's Host and Origin go on unchanged, so the backend sees a request of its own origin (no CORS). */
function proxyRequest(req: IncomingMessage, res: ServerResponse, target: string): void {
  const { hostname, port } = new URL(target)
  const upstream = forward(
    {
      host: hostname,
      port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-proto': 'http' },
    },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.headers)
      response.pipe(res)
    },
  )
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' })
    res.end('Bad gateway: the API behind this site did not respond')
  })
  req.pipe(upstream)
}

export interface StaticServer {
  url: string
  server: Server
  close(): Promise<void>
}

/** Serves `dir` (port 0: any free port) with the single-page fallback the README sets up. */
export async function startStaticServer(
  dir: string,
  {
    port = 0,
    host = '127.0.0.1',
    base = '/',
    proxy = [],
  }: { port?: number; host?: string; base?: string; proxy?: Proxy[] } = {},
): Promise<StaticServer> {
  const root = resolve(dir)
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `${root}/index.html not found: build first (npm run build or npm run build:demo)`,
    )
  }
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const proxied = proxy.find((p) => path === p.prefix || path.startsWith(`${p.prefix}/`))
    if (proxied) {
      proxyRequest(req, res, proxied.target)
      return
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request')
      return
    }
    if (!pathname.startsWith(base)) {
      if (`${pathname}/` === base) {
        res.writeHead(301, { Location: base }).end()
      } else {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      }
      return
    }
    pathname = `/${pathname.slice(base.length)}`
    let file = normalize(join(root, pathname))
    if (!file.startsWith(root)) {
      res.writeHead(403).end()
      return
    }
    if (pathname === '/') file = join(root, 'index.html')
    else if (!existsSync(file) || statSync(file).isDirectory()) {
      // Files with an extension are real misses; everything else is a client-side route.
      if (extname(pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
        return
      }
      file = existsSync(join(root, FALLBACK_PAGE))
        ? join(root, FALLBACK_PAGE)
        : join(root, 'index.html')
    }
    const isHtml = file.endsWith('.html')
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': isHtml ? 'no-cache' : 'public, max-age=31536000, immutable',
    })
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, done)
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${host}:${address.port}${base}`.replace(/\/$/, ''),
    server,
    close: () => new Promise((done) => server.close(() => done())),
  }
}

runAsScript(import.meta.url, async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      base: { type: 'string', default: '/' },
      proxy: { type: 'string', multiple: true, default: [] },
    },
  })
  const base = values.base.endsWith('/') ? values.base : `${values.base}/`
  const { url, server } = await startStaticServer(positionals[0] ?? 'dist', {
    port: Number(values.port),
    host: values.host,
    base,
    proxy: values.proxy.map(parseProxy),
  })
  console.log(`Serving ${resolve(positionals[0] ?? 'dist')} at ${url}`)
  // Stopped, it stops listening at once: a browser's open connections do not keep it.
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop)
})
