import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../src/settings'
import { contentSecurityPolicy, HEADERS_FILE, headersFile } from './csp'

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
    // No inline script unless the page carries one, and then by its hash alone.
    expect(policy['script-src']).toEqual(["'self'"])
    const withScript = directives(contentSecurityPolicy(live, { inlineScripts: ['paint()'] }))
    const hash = createHash('sha256').update('paint()').digest('base64')
    expect(withScript['script-src']).toEqual(["'self'", `'sha256-${hash}'`])
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'")
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-src']).toEqual(['https://www.openstreetmap.org'])
    expect(policy['frame-ancestors']).toBeUndefined()
  })

  it('keeps a demo on its own origin and adds frame-ancestors for a header', () => {
    const demo = parseConfig({ API_MODE: 'mock' })
    const policy = directives(contentSecurityPolicy(demo, { forHeader: true }))
    expect(policy['connect-src']).toEqual(["'self'", 'blob:'])
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['worker-src']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
  })
})

describe('headersFile', () => {
  it('gives every address of the site the header, in the format the README names', () => {
    const live = parseConfig({
      API_MODE: 'live',
      API_URL: 'https://api.rent.example/car-rental/api',
    })
    const policy = contentSecurityPolicy(live, { forHeader: true, inlineScripts: ['paint()'] })
    expect(headersFile('/autovia/', policy)).toBe(
      `/autovia/*\n  Content-Security-Policy: ${policy}\n`,
    )
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    expect(readme).toContain(`\`dist/${HEADERS_FILE}\``)
  })
})
