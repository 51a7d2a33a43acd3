import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../src/settings'
import { contentSecurityPolicy, withContentSecurityPolicy, withFleetPreload } from './csp'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...values] = part.split(' ')
      return [name, values]
    }),
  )

describe('contentSecurityPolicy', () => {
  it('allows the API origin of a live build for calls and pictures, and no eval', () => {
    const live = parseConfig({
      API_MODE: 'live',
      API_URL: 'https://api.rent.example/car-rental/api',
    })
    const policy = directives(contentSecurityPolicy(live))
    expect(policy['connect-src']).toEqual(["'self'", 'blob:', 'https://api.rent.example'])
    expect(policy['img-src']).toContain('https://api.rent.example')
    expect(policy['script-src']).toEqual(["'self'"])
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'")
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-src']).toEqual(['https://www.openstreetmap.org'])
    expect(policy['frame-ancestors']).toBeUndefined()
  })

  it('keeps a demo on its own origin and adds frame-ancestors for a header', () => {
    const demo = parseConfig({ API_MODE: 'mock' })
    const policy = directives(contentSecurityPolicy(demo, { forHeader: true }))
    expect(policy['connect-src']).toEqual(["'self'", 'blob:'])
    expect(policy['worker-src']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
  })
})

it('is the header the README shows for a production host', () => {
  const live = parseConfig({ API_MODE: 'live', API_URL: 'https://api.rent.example/car-rental/api' })
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  expect(readme).toContain(
    `Content-Security-Policy: ${contentSecurityPolicy(live, { forHeader: true })}\n`,
  )
})

describe('withContentSecurityPolicy', () => {
  it('puts the policy first, before any stylesheet or script, replacing an older one', () => {
    const html =
      '<!DOCTYPE html><html lang=en><link rel=stylesheet href=/a.css><script src=/b.js></script>'
    const once = withContentSecurityPolicy(html, "default-src 'self'")
    expect(once).toBe(
      `<!DOCTYPE html><html lang=en><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><link rel=stylesheet href=/a.css><script src=/b.js></script>`,
    )
    expect(withContentSecurityPolicy(once, "default-src 'self'")).toBe(once)
    const changed = withContentSecurityPolicy(once, "default-src 'none'")
    expect(changed.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(changed).toContain(`content="default-src 'none'"`)
  })

  it('refuses a page without an <html> tag', () => {
    expect(() => withContentSecurityPolicy('<p>hi</p>', "default-src 'self'")).toThrow(/<html>/)
  })
})

describe('withFleetPreload', () => {
  it('asks for the fleet right after the policy, once', () => {
    const page = withContentSecurityPolicy(
      '<html lang=en><script src=/m.js></script>',
      "default-src 'self'",
    )
    const once = withFleetPreload(page, 'https://api.example/car-rental/api')
    const tag =
      '<link rel="preload" as="fetch" href="https://api.example/car-rental/api/car/visitors/all" crossorigin="anonymous">'
    expect(once.indexOf(tag)).toBeGreaterThan(once.indexOf('Content-Security-Policy'))
    expect(once.indexOf(tag)).toBeLessThan(once.indexOf('<script'))
    expect(withFleetPreload(once, 'https://api.example/car-rental/api')).toBe(once)
  })
})
