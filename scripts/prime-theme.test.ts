import { describe, expect, it } from 'vitest'
import { DARK_ROOT, DARK_SCOPE, darkOverrides, darkSelector, splitTheme } from './prime-theme'

const LIGHT = `:root { --surface-a: #ffffff; --text-color: #4b5563; }
@layer primereact {
  .p-inputtext { color: #4b5563; background: #ffffff; padding: 0.75rem; }
  .p-datatable td, .p-datatable th:not(.a, .b) { border: 1px solid #e5e7eb; border-width: 0 0 1px 0; }
  .p-button { gap: 1rem; }
}
@media screen and (max-width: 960px) { .p-menubar { background: #ffffff; } }`
const DARK = `:root { --surface-a: #1f2937; --text-color: #4b5563; }
@layer primereact {
  .p-inputtext { color: rgba(255, 255, 255, 0.87); background: #111827; padding: 0.75rem; }
  .p-datatable td, .p-datatable th:not(.a, .b) { border: 1px solid #424b57; border-width: 0 0 1px 0; }
  .p-button { gap: 1rem; }
}
@media screen and (max-width: 960px) { .p-menubar { background: #111827; } }`

describe('darkOverrides', () => {
  const overrides = Object.fromEntries(darkOverrides(LIGHT, DARK))

  it('keeps only what differs from the light theme, under the dark root', () => {
    expect(overrides[DARK_ROOT]?.trim()).toBe('--surface-a: #1f2937;')
    expect(overrides[`${DARK_SCOPE} .p-inputtext`]?.trim()).toBe(
      'color: rgba(255, 255, 255, 0.87); background: #111827;',
    )
    expect(Object.keys(overrides).some((prelude) => prelude.includes('.p-button'))).toBe(false)
  })

  it('repeats the longhands a changed shorthand would reset', () => {
    const cells = `${DARK_SCOPE} .p-datatable td, ${DARK_SCOPE} .p-datatable th:not(.a, .b)`
    expect(overrides[cells]?.trim()).toBe('border: 1px solid #424b57; border-width: 0 0 1px 0;')
  })

  it('keeps media queries around their rules', () => {
    expect(overrides['@media screen and (max-width: 960px)']).toContain(
      `${DARK_SCOPE} .p-menubar { background: #111827; }`,
    )
  })
})

describe('darkSelector', () => {
  it('scopes every selector of a list without weight, :root itself one step heavier', () => {
    expect(darkSelector(':root, .a:not(.b, .c) > .d')).toBe(
      `${DARK_ROOT}, :where(${DARK_ROOT}) .a:not(.b, .c) > .d`,
    )
  })
})

describe('splitTheme with a dark theme', () => {
  it("puts each dark override into its component's part, after the light rules", () => {
    const parts = splitTheme(LIGHT, DARK)
    const input = parts.get('inputtext') ?? ''
    expect(input.indexOf(`${DARK_SCOPE} .p-inputtext`)).toBeGreaterThan(input.indexOf('padding'))
    expect(parts.get('base')).toContain(`${DARK_ROOT} {`)
    expect(parts.get('button')).not.toContain(DARK_ROOT)
  })
})
