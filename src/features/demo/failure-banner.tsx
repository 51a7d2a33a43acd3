import type { DemoControl } from './demo-control'
import { failureLabel } from './failure-labels'

/** While any failure on demand is on, a banner nobody can miss says which, on every page, with one click back to normal. */
export function FailureBanner({ control }: { control: DemoControl }) {
  const on = Object.entries(control.failures())
  return (
    <div className="demo-bar__alerts" aria-live="polite">
      {on.length > 0 ? (
        <div className="failure-banner" role="status" aria-label="Failures on demand">
          <i className="pi pi-exclamation-triangle failure-banner__icon" aria-hidden="true" />
          <p className="failure-banner__text">
            <strong>Failures on:</strong>{' '}
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
            Back to normal
          </button>
        </div>
      ) : null}
    </div>
  )
}
