import { describe, expect, it } from 'vitest'
import { withCoreIds } from './core-ids-transformer'

const IDS = { 'Our cars': '#0', 'Why {name}': '#1', Home: '#2' }

describe('withCoreIds', () => {
  it("names each core message a t('…') or msg('…') shows by its id, in TSX too", () => {
    const code = [
      "const LINKS = [{ href: '/', label: msg('Home') }]",
      'export function Page({ name }: { name: string }) {',
      '  const t = useT()',
      "  return <h1 title={t(`Our cars`)}>{t('Why {name}', { name })} {t(LINKS[0].label)}</h1>",
      '}',
    ].join('\n')
    expect(withCoreIds('src/page.tsx', code, IDS)).toBe(
      [
        'const LINKS = [{ href: \'/\', label: msg("#2") }]',
        'export function Page({ name }: { name: string }) {',
        '  const t = useT()',
        '  return <h1 title={t("#0")}>{t("#1", { name })} {t(LINKS[0].label)}</h1>',
        '}',
      ].join('\n'),
    )
  })

  it('leaves other texts and other calls as they are', () => {
    const code = [
      "t('Contact')",
      "alert('Home')",
      "router.t('Home')",
      "const home = 'Home'",
      "msg('toString')",
    ].join('\n')
    expect(withCoreIds('src/other.ts', code, IDS)).toBe(code)
  })
})
