import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseProxy, type StaticServer, startStaticServer } from './serve'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>site</title>')
  writeFileSync(join(dir, 'main.js'), 'console.log(1)')
  mkdirSync(join(dir, 'assets'))
})

async function get(site: StaticServer, path: string) {
  const origin = new URL(site.url).origin
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
  return { status: response.status, body: await response.text(), headers: response.headers }
}

describe('startStaticServer from a sub-path', () => {
  let site: StaticServer
  beforeAll(async () => {
    site = await startStaticServer(dir, { base: '/autovia-demo/' })
  })
  afterAll(() => site.close())

  it('names its address with the sub-path', () => {
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/autovia-demo$/)
  })

  it('serves files and, for routes under the sub-path, index.html', async () => {
    expect((await get(site, '/autovia-demo/main.js')).body).toBe('console.log(1)')
    for (const route of ['/autovia-demo/', '/autovia-demo/vehicles/3', '/autovia-demo/assets']) {
      const response = await get(site, route)
      expect(response.status, route).toBe(200)
      expect(response.body, route).toContain('<title>site</title>')
    }
  })

  it('sends the bare sub-path to its folder and serves nothing outside it', async () => {
    const bare = await get(site, '/autovia-demo')
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe('/autovia-demo/')
    expect((await get(site, '/')).status).toBe(404)
    expect((await get(site, '/main.js')).status).toBe(404)
    expect((await get(site, '/autovia-demo/missing.js')).status).toBe(404)
    expect((await get(site, '/autovia-demo/../main.js')).status).toBe(404)
  })
})

describe('startStaticServer at the root', () => {
  it('serves the site at / with the single-page fallback', async () => {
    const site = await startStaticServer(dir)
    try {
      expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect((await get(site, '/admin/users')).body).toContain('<title>site</title>')
      expect((await get(site, '/main.js')).body).toBe('console.log(1)')
    } finally {
      await site.close()
    }
  })
})

describe('startStaticServer with a fallback page', () => {
  it('serves index.html at the root only, and 200.html for the routes', async () => {
    const built = mkdtempSync(join(tmpdir(), 'serve-test-'))
    writeFileSync(join(built, 'index.html'), '<title>home</title>')
    writeFileSync(join(built, '200.html'), '<title>app</title>')
    for (const base of ['/', '/autovia-demo/']) {
      const site = await startStaticServer(built, { base })
      try {
        const at = (path: string) => get(site, `${base}${path}`.replace('//', '/'))
        expect((await at('')).body, base).toBe('<title>home</title>')
        expect((await at('index.html')).body, base).toBe('<title>home</title>')
        for (const route of ['vehicles', 'vehicles/3', 'admin/users/']) {
          expect((await at(route)).body, `${base}${route}`).toBe('<title>app</title>')
        }
        expect((await at('missing.js')).status, base).toBe(404)
      } finally {
        await site.close()
      }
    }
  })
})

describe('startStaticServer with --proxy', () => {
  let site: StaticServer
  let backend: Server
  const seen: Array<{
    method?: string
    url?: string
    host?: string
    origin?: string
    body: string
  }> = []
  beforeAll(async () => {
    backend = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          origin: req.headers.origin,
          body,
        })
        res.writeHead(201, { 'Content-Type': 'application/json', 'X-Backend': 'yes' })
        res.end('{"ok":true}')
      })
    })
    await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done))
    const { port } = backend.address() as AddressInfo
    site = await startStaticServer(dir, {
      proxy: [parseProxy(`/car-rental/api=http://127.0.0.1:${port}`)],
    })
  })
  afterAll(async () => {
    await site.close()
    await new Promise((done) => backend.close(done))
  })

  it('forwards the API path unchanged, with the browser Host and Origin, and its response', async () => {
    const origin = new URL(site.url).origin
    const res = await fetch(`${origin}/car-rental/api/files/upload?x=1`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'text/plain' },
      body: 'picture',
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('x-backend')).toBe('yes')
    expect(await res.json()).toEqual({ ok: true })
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/car-rental/api/files/upload?x=1',
      host: new URL(site.url).host,
      origin,
      body: 'picture',
    })
  })

  it('still serves the site itself', async () => {
    expect((await get(site, '/main.js')).body).toBe('console.log(1)')
    expect((await get(site, '/car-rental/apidocs')).body).toContain('<title>site</title>')
  })

  it('responds with 502 when the backend is down', async () => {
    const down = await startStaticServer(dir, {
      proxy: [parseProxy('/car-rental/api=http://127.0.0.1:1')],
    })
    try {
      expect((await get(down, '/car-rental/api/car/visitors/all')).status).toBe(502)
    } finally {
      await down.close()
    }
  })

  it.each(['car-rental/api=http://x', '/api', '/api=ftp://x', '/api=http://x/path'])(
    'refuses the proxy setting %s',
    (text) => {
      expect(() => parseProxy(text)).toThrow(/--proxy must look like/)
    },
  )
})
