import { useT } from '../../i18n/i18n'
import type { DemoControl } from './demo-control'
import { failureLabel, ROUTE_LABELS } from './failure-labels'

/** While any failure on demand is on, or any family goes to a real backend, a banner nobody can miss says which on every page, with one click back to normal. */
export function FailureBanner({ control }: { control: DemoControl }) {
  const t = useT()
  const on = Object.entries(control.failures())
  const routed = Object.entries(control.routes()).filter(([, mode]) => mode !== 'twin')
  return (
    <div className="demo-bar__alerts" aria-live="polite">
      {routed.length > 0 ? (
        <div className="failure-banner routes-banner" role="status" aria-label={t('Real backend')}>
          <i className="pi pi-arrow-right-arrow-left failure-banner__icon" aria-hidden="true" />
          <p className="failure-banner__text">
            <strong>{t('Not the twin:')}</strong>{' '}
            {routed.map(([family, mode], i) => (
              <span key={family} className="failure-banner__item">
                {family} — {t(ROUTE_LABELS[mode] ?? mode)}
                {i < routed.length - 1 ? '; ' : ''}
              </span>
            ))}
          </p>
          <button
            type="button"
            className="failure-banner__off"
            onClick={() => control.clearRoutes()}
          >
            {t('All to the twin')}
          </button>
        </div>
      ) : null}
      {on.length > 0 ? (
        <div className="failure-banner" role="status" aria-label={t('Failures on demand')}>
          <i className="pi pi-exclamation-triangle failure-banner__icon" aria-hidden="true" />
          <p className="failure-banner__text">
            <strong>{t('Failures on:')}</strong>{' '}
            {on.map(([family, failure], i) => (
              <span key={family} className="failure-banner__item">
                {family} — {failureLabel(failure)}
                {i < on.length - 1 ? '; ' : ''}
              </span>
            ))}
          </p>
          <button
            type="button"
            className="failure-banner__off"
            onClick={() => control.clearFailures()}
          >
            {t('Back to normal')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
