import { describe, expect, it } from 'vitest'
import { fleetPreloadTag, policyTag, withBuildTags } from './index-html'

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
