/**
 * A small static server for built sites, with the single-page fallback to index.html.
 *   tsx scripts/serve.ts [DIR] [--port N] [--host H] [--base /sub-path/]
 * With --base the site is served under that path only (as a host serving the demo from a
 * folder would), for builds made with the same PUBLIC_PATH.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { parseArgs } from 'node:util'
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
  '.ico': 'image/x-icon',
  '.map': 'application/json',
}

export interface StaticServer {
  url: string
  server: Server
  close(): Promise<void>
}

/**
 * Serves `dir` (port 0: any free port). The site's root gets index.html; other paths without
 * an extension are the app's routes and get the build's fallback page, 200.html (index.html
 * when there is none), as a host would be set up to do (see the README).
 */
export async function startStaticServer(
  dir: string,
  {
    port = 0,
    host = '127.0.0.1',
    base = '/',
  }: { port?: number; host?: string; base?: string } = {},
): Promise<StaticServer> {
  const root = resolve(dir)
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `${root}/index.html not found: build first (npm run build or npm run build:demo)`,
    )
  }
  const server = createServer((req, res) => {
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

if (process.argv[1]?.endsWith('serve.ts')) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      base: { type: 'string', default: '/' },
    },
  })
  const base = values.base.endsWith('/') ? values.base : `${values.base}/`
  startStaticServer(positionals[0] ?? 'dist', {
    port: Number(values.port),
    host: values.host,
    base,
  })
    .then(({ url, server }) => {
      console.log(`Serving ${resolve(positionals[0] ?? 'dist')} at ${url}`)
      for (const signal of ['SIGINT', 'SIGTERM'] as const)
        process.on(signal, () => server.close(() => process.exit(0)))
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
