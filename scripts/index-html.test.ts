import { describe, expect, it } from 'vitest'
import {
  fleetPreloadTag,
  hasFirstScreen,
  policyTag,
  withBuildTags,
  withFirstScreen,
} from './index-html'

const PAGE =
  '<!DOCTYPE html><html lang=en><link rel=stylesheet href=/a.css><script src=/b.js></script>'

describe('withBuildTags', () => {
  it('puts the policy first, then the preload, before any stylesheet or script', () => {
    const page = withBuildTags(PAGE, [
      policyTag("default-src 'self'"),
      fleetPreloadTag('https://api.example/car-rental/api'),
    ])
    expect(page).toBe(
      `<!DOCTYPE html><html lang=en><meta http-equiv="Content-Security-Policy" content="default-src 'self'" data-build-tag><link rel="preload" as="fetch" href="https://api.example/car-rental/api/car/visitors/all" crossorigin="anonymous" data-build-tag><link rel=stylesheet href=/a.css><script src=/b.js></script>`,
    )
  })

  it('replaces the tags of an earlier build, whatever their settings were', () => {
    const first = withBuildTags(PAGE, [
      policyTag("default-src 'self'"),
      fleetPreloadTag('https://old.example/car-rental/api'),
    ])
    const again = withBuildTags(first, [policyTag("default-src 'none'")])
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(again).toContain(`content="default-src 'none'"`)
    expect(again).not.toContain('old.example')
    expect(again).toContain('<link rel=stylesheet href=/a.css>')
  })

  it('refuses a page without an <html> tag', () => {
    expect(() => withBuildTags('<p>hi</p>', [policyTag("default-src 'self'")])).toThrow(/<html>/)
  })
})

// As Parcel writes src/index.html: attributes unquoted, the loading screen first in #root.
const BUILT = `<!DOCTYPE html><html lang=en><body>
    <div id=root>
      <div class=boot aria-hidden=true>
        <svg viewBox="0 0 64 64"><rect width=64 height=64 rx=14 /></svg>
      </div>
    </div>
    <noscript>Autovia needs JavaScript.</noscript>
    <script type=module src=/main.js></script>`

describe('withFirstScreen', () => {
  it('puts the markup in #root in place of the loading screen, and marks #root', () => {
    const page = withFirstScreen(BUILT, '<main><h2>Hello</h2></main>')
    expect(page).toContain(
      '<div id="root" data-first-screen><main><h2>Hello</h2></main>\n    </div>',
    )
    expect(page).not.toContain('class=boot')
    expect(page).toContain('<noscript>Autovia needs JavaScript.</noscript>')
    expect(page).toContain('<script type=module src=/main.js></script>')
    expect(hasFirstScreen(page)).toBe(true)
    expect(hasFirstScreen(BUILT)).toBe(false)
  })

  it('refuses a page without #root or without the loading screen in it', () => {
    expect(() => withFirstScreen('<html><body><p>hi</p>', '<main></main>')).toThrow(/#?root/)
    const prerendered = withFirstScreen(BUILT, '<main></main>')
    expect(() => withFirstScreen(prerendered, '<main></main>')).toThrow(/root/)
  })
})
