import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, chooseLocale, currentLocale, loadMessages, t, useT } from './i18n'
import { LOCALE_KEY } from './locales'

const catalogs = await vi.hoisted(async () => {
  const { PARTS } = await import('./parts')
  // A compiled catalog holds its messages under their keys (src/i18n/message-key.ts).
  const part = (messages: Record<string, unknown>) =>
    vi.fn(async () => {
      const { messageKey } = await import('./message-key')
      const keyed = Object.entries(messages).map(([id, text]) => [messageKey(id), text])
      return { default: Object.fromEntries(keyed) }
    })
  // Every part a language has; the tests' own texts on top (the DOM setup loads every part first).
  const language = (own: Record<string, Record<string, unknown>>) =>
    Object.fromEntries(PARTS.map((name) => [name, part(own[name] ?? {})])) as Record<
      (typeof PARTS)[number],
      ReturnType<typeof part>
    >
  return {
    en: language({}),
    es: language({
      core: {
        'Our cars': 'Nuestros coches',
        'Hi {name}': (values: { name: string }) => `Hola ${values.name}`,
      },
      forms: { 'Please enter your email': 'Introduce tu correo electrónico' },
      admin: { Users: 'Usuarios' },
    }),
    tr: language({ core: { 'Our cars': 'Araçlarımız' }, admin: { Users: 'Kullanıcılar' } }),
  }
})
vi.mock('./compiled/loaders', () => ({ catalogLoaders: catalogs }))

afterEach(async () => {
  await activateLocale('en')
  localStorage.clear()
})

function Heading() {
  const t = useT()
  return <h1>{t('Our cars')}</h1>
}

describe('the language in use', () => {
  it('shows English as written, a text no catalog has unchanged, and switches with the catalog', async () => {
    expect(t('Our cars')).toBe('Our cars')
    await activateLocale('es')
    expect(t('Our cars')).toBe('Nuestros coches')
    expect(t('Hi {name}', { name: 'Ana' })).toBe('Hola Ana')
    expect(t('The server said no')).toBe('The server said no')
    expect(document.documentElement.lang).toBe('es')
  })

  it('shows a component again in the new language without remounting it', async () => {
    render(<Heading />)
    const heading = screen.getByRole('heading')
    await act(() => chooseLocale('tr'))
    expect(heading).toHaveTextContent('Araçlarımız')
    expect(screen.getByRole('heading')).toBe(heading)
    expect(localStorage.getItem(LOCALE_KEY)).toBe('tr')
  })

  it('downloads a part once per language, and every part in use when the language changes', async () => {
    vi.resetModules()
    const fresh = await import('./i18n')
    const calls = () => catalogs.es.admin.mock.calls.length + catalogs.tr.admin.mock.calls.length
    const before = calls()
    await fresh.loadMessages('admin')
    expect(calls()).toBe(before)
    await fresh.activateLocale('tr')
    expect(fresh.t('Users')).toBe('Kullanıcılar')
    expect(calls()).toBe(before + 1)
    await fresh.loadMessages('admin')
    expect(calls()).toBe(before + 1)
    await fresh.activateLocale('en')
  })

  it('loads a part asked for during a switch in the language being switched to', async () => {
    const switching = activateLocale('es')
    const part = loadMessages('admin')
    await Promise.all([switching, part])
    expect(currentLocale()).toBe('es')
    expect(t('Users')).toBe('Usuarios')
  })

  it("downloads the forms' texts with a feature's part, never with the core alone", async () => {
    vi.resetModules()
    const fresh = await import('./i18n')
    const before = catalogs.es.forms.mock.calls.length
    await fresh.activateLocale('es')
    expect(catalogs.es.forms.mock.calls.length).toBe(before)
    await fresh.loadMessages('admin')
    expect(catalogs.es.forms.mock.calls.length).toBe(before + 1)
    expect(fresh.t('Please enter your email')).toBe('Introduce tu correo electrónico')
    await fresh.activateLocale('en')
  })
})
