import { PrimeReactContext, PrimeReactProvider } from 'primereact/api'
import { type ReactNode, useContext, useEffect } from 'react'
import { useLocale } from '../i18n/i18n'
import type { Locale } from '../i18n/locales'
import { applyPrimeLocale } from './prime/locale'

const settings = {
  ripple: false,
  pt: {
    dropdown: { select: { 'aria-hidden': true, tabIndex: -1 } },
  },
}

/** PrimeReact's settings for its components (overlays read theirs from here and throw without it), in the language in use. */
export function PrimeProvider({ children }: { children: ReactNode }) {
  const lang = useLocale()
  applyPrimeLocale(lang)
  return (
    <PrimeReactProvider value={{ ...settings, locale: lang }}>
      <FollowLanguage lang={lang} />
      {children}
    </PrimeReactProvider>
  )
}

/** The provider reads its `locale` once: a later language goes to its context (tables sort and numbers read by it). */
function FollowLanguage({ lang }: { lang: Locale }) {
  const context = useContext(PrimeReactContext)
  useEffect(() => {
    context?.setLocale?.(lang)
  }, [context, lang])
  return null
}
