import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, chooseLocale, currentLocale, loadMessages, t, useT } from './i18n'
import { LOCALE_KEY } from './locales'

const catalogs = vi.hoisted(() => {
  // A compiled catalog holds its messages under their keys (src/i18n/message-key.ts).
  const part = (messages: Record<string, unknown>) =>
    vi.fn(async () => {
      const { messageKey } = await import('./message-key')
      const keyed = Object.entries(messages).map(([id, text]) => [messageKey(id), text])
      return { default: Object.fromEntries(keyed) }
    })
  return {
    en: { admin: part({}), forms: part({}) },
    es: {
      forms: part({ 'Please enter your email': 'Introduce tu correo electrónico' }),
      core: part({
        'Our cars': 'Nuestros coches',
        'Hi {name}': (values: { name: string }) => `Hola ${values.name}`,
      }),
      admin: part({ Users: 'Usuarios' }),
    },
    tr: {
      core: part({ 'Our cars': 'Araçlarımız' }),
      forms: part({}),
      admin: part({ Users: 'Kullanıcılar' }),
    },
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
    await loadMessages('admin')
    expect(catalogs.es.admin).not.toHaveBeenCalled()
    await activateLocale('tr')
    expect(t('Users')).toBe('Kullanıcılar')
    const before = catalogs.tr.admin.mock.calls.length
    await loadMessages('admin')
    expect(catalogs.tr.admin.mock.calls.length).toBe(before)
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
