import { describe, expect, it } from 'vitest'
import { parseConfig } from '../src/settings'
import {
  firstScreenScriptTag,
  withCarsFirstScreen,
  withoutTemplates,
  withTemplates,
} from './cars-first-screen'
import { contentSecurityPolicy, scriptHash } from './csp'
import {
  fleetPreloadTag,
  hasFirstScreen,
  importMapTag,
  policyTag,
  takeImportMap,
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

  it('keeps the character set before them, where a browser finds it', () => {
    const page = withBuildTags(
      '<!DOCTYPE html><html lang=en><meta charset=utf-8><script src=/b.js></script>',
      [policyTag(`script-src 'sha256-${'a'.repeat(2000)}'`)],
    )
    expect(page.indexOf('<meta charset=utf-8>')).toBeLessThan(1024)
    expect(page.indexOf('<meta charset=utf-8>')).toBeLessThan(
      page.indexOf('Content-Security-Policy'),
    )
  })

  it('refuses a page without an <html> tag', () => {
    expect(() => withBuildTags('<p>hi</p>', [policyTag("default-src 'self'")])).toThrow(/<html>/)
  })
})

describe('takeImportMap', () => {
  const MAP = '{"imports":{"a1":"/page.1234.js"}}'
  const PARCEL_PAGE = `<!DOCTYPE html><html lang=en><script type=importmap>${MAP}</script><meta charset=utf-8><script type=module src=/main.js></script>`

  it("moves Parcel's import map behind the character set and the policy that allows it", () => {
    const { page, importMap } = takeImportMap(PARCEL_PAGE)
    expect(importMap).toBe(MAP)
    expect(page).not.toContain('importmap')
    const built = withBuildTags(page, [policyTag("script-src 'self'"), importMapTag(MAP)])
    const at = (text: string) => built.indexOf(text)
    expect(at('<meta charset=utf-8>')).toBeLessThan(at('Content-Security-Policy'))
    expect(at('Content-Security-Policy')).toBeLessThan(at('importmap'))
    expect(at('importmap')).toBeLessThan(at('<script type=module'))
  })

  it('finds the map an earlier build moved, so a second pass keeps one', () => {
    const once = withBuildTags(takeImportMap(PARCEL_PAGE).page, [importMapTag(MAP)])
    const again = takeImportMap(once)
    expect(again.importMap).toBe(MAP)
    expect(again.page).not.toContain('importmap')
  })

  it('leaves a page without one as it is', () => {
    expect(takeImportMap(PAGE)).toEqual({ page: PAGE, importMap: null })
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

describe('the first screens of the pages of cars (200.html of a live build)', () => {
  const script = firstScreenScriptTag(
    'run("</div>")',
    'https://api.example/car-rental/api',
    '/demo',
    {
      car: '/vehicles/:vehicleId',
      list: '/vehicles',
    },
  )

  it('runs its script in <head> after the policy and the preload, its settings as attributes', () => {
    const page = withBuildTags(BUILT, [
      policyTag("default-src 'self'"),
      fleetPreloadTag('https://api.example/car-rental/api'),
      script,
    ])
    const head = page.slice(0, page.indexOf('<body>'))
    expect(head.indexOf('Content-Security-Policy')).toBeLessThan(head.indexOf('rel="preload"'))
    expect(head.indexOf('rel="preload"')).toBeLessThan(
      head.indexOf('<script data-first-screen-script'),
    )
    expect(head).toContain(
      '<script data-first-screen-script data-api="https://api.example/car-rental/api" data-base="/demo" data-car="/vehicles/:vehicleId" data-list="/vehicles" data-build-tag>run("</div>")</script>',
    )
  })

  it('replaces the script of an earlier build, text and all', () => {
    const first = withBuildTags(BUILT, [policyTag("default-src 'self'"), script])
    const again = withBuildTags(first, [policyTag("default-src 'self'")])
    expect(again).not.toContain('data-first-screen-script')
    expect(again).not.toContain('run(')
    expect(again).toBe(withBuildTags(BUILT, [policyTag("default-src 'self'")]))
  })

  it('puts the templates right after #root, in order, and #root keeps its loading screen', () => {
    const page = withTemplates(BUILT, {
      'car-first-screen': '<header>Car</header>',
      'vehicles-first-screen': '<header>Cars</header>',
    })
    expect(page).toContain(
      '</div>\n    </div><template id="car-first-screen"><header>Car</header></template><template id="vehicles-first-screen"><header>Cars</header></template>\n    <noscript>',
    )
    expect(page).toContain('<div class=boot aria-hidden=true>')
    expect(hasFirstScreen(page)).toBe(false)
  })

  it('replaces the templates of an earlier build', () => {
    const first = withTemplates(BUILT, {
      'car-first-screen': '<header>Old</header>',
      'vehicles-first-screen': '<header>Old list</header>',
    })
    const again = withTemplates(first, { 'car-first-screen': '<header>New</header>' })
    expect(again.match(/<template/g)).toHaveLength(1)
    expect(again).toContain('<header>New</header>')
    expect(again).not.toContain('Old')
    expect(withoutTemplates(first)).toBe(BUILT)
  })

  it('refuses a page without #root and its loading screen, or a template id it would not find again', () => {
    expect(() =>
      withTemplates('<html><body><p>hi</p>', { 'car-first-screen': '<main></main>' }),
    ).toThrow(/root/)
    expect(() => withTemplates(BUILT, { 'car"><script>': '<main></main>' })).toThrow(/first-screen/)
  })
})

describe('withCarsFirstScreen', () => {
  const live = parseConfig({ API_MODE: 'live', API_URL: 'https://api.example/car-rental/api' })
  const tags = (inlineScripts: readonly string[] = []) => [
    policyTag(contentSecurityPolicy(live, { inlineScripts })),
  ]
  const screen = {
    script: 'paint()',
    routes: { car: '/vehicles/:vehicleId', list: '/vehicles' },
    templates: { 'car-first-screen': '<main>Car</main>' },
  }

  it("adds the script, the templates and the script's hash in the page's policy, all at once", () => {
    const page = withCarsFirstScreen(BUILT, tags, live, screen)
    expect(page).toContain(`script-src 'self' ${scriptHash('paint()')};`)
    expect(page).toContain('data-build-tag>paint()</script>')
    expect(page).toContain('<template id="car-first-screen"><main>Car</main></template>')
    // Without it, the page's policy allows no inline script.
    expect(withBuildTags(BUILT, tags())).toContain("script-src 'self';")
  })
})
