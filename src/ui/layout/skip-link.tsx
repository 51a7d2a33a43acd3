import { useT } from '../../i18n/i18n'

/** First focusable element of every layout: jumps keyboard users past the navigation. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const t = useT()
  return (
    <a className="skip-link" href={`#${target}`}>
      {t('Skip to main content')}
    </a>
  )
}
