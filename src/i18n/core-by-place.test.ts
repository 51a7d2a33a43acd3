import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// A build that puts its catalogs beside it: core catalogs are lists and its code names core messages by place.
const loaders = vi.hoisted(() => {
  const list = (entries: unknown[]) => vi.fn(async () => ({ default: entries }))
  const keyed = (messages: Record<string, string>) =>
    vi.fn(async () => {
      const { messageKey } = await import('./message-key')
      return {
        default: Object.fromEntries(
          Object.entries(messages).map(([id, text]) => [messageKey(id), text]),
        ),
      }
    })
  const language = (core: unknown[], admin: Record<string, string>) => ({
    core: list(core),
    shell: keyed({}),
    forms: keyed({}),
    admin: keyed(admin),
  })
  return {
    en: language(['Our cars', (values: { name: string }) => `Hi ${values.name}`], {}),
    es: language(['Nuestros coches', (values: { name: string }) => `Hola ${values.name}`], {
      Users: 'Usuarios',
    }),
    tr: language(['Araçlarımız', (values: { name: string }) => `Merhaba ${values.name}`], {}),
  }
})
vi.mock('./compiled/loaders', () => ({ catalogLoaders: loaders }))

let i18n: typeof import('./i18n')

beforeAll(async () => {
  vi.stubEnv('I18N_CORE_BY_PLACE', '1')
  vi.resetModules()
  i18n = await import('./i18n')
})
afterAll(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('core messages by place', () => {
  it("downloads English's core list too, and shows each place in the language in use", async () => {
    await i18n.activateLocale('en')
    expect(loaders.en.core).toHaveBeenCalledTimes(1)
    expect(i18n.t('#0')).toBe('Our cars')
    expect(i18n.t('#1', { name: 'Ana' })).toBe('Hi Ana')
    await i18n.activateLocale('es')
    expect(i18n.t('#0')).toBe('Nuestros coches')
    expect(i18n.t('#1', { name: 'Ana' })).toBe('Hola Ana')
  })

  it("keeps the parts' keyed catalogs, and shows a text no catalog has as written", async () => {
    await i18n.activateLocale('es')
    await i18n.loadMessages('admin')
    expect(i18n.t('Users')).toBe('Usuarios')
    expect(i18n.t('The server said no')).toBe('The server said no')
    expect(i18n.t('#9')).toBe('#9')
    await i18n.activateLocale('tr')
    expect(i18n.t('#0')).toBe('Araçlarımız')
  })
})
