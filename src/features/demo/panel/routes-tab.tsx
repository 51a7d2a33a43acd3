import { type FormEvent, useState } from 'react'
import { useT } from '../../../i18n/i18n'
import { msg } from '../../../i18n/msg'
import type { DemoControl } from '../demo-control'
import { useControlChanges } from '../use-demo-control'
import { FAMILIES } from './families'
import './failures-tab.css'
import './routes-tab.css'

/** Each mode in plain words, as the banner names it too. */
export const MODE_LABELS: Record<string, string> = {
  twin: msg('Twin (embedded backend)'),
  real: msg('Real backend'),
  'real-else-twin': msg('Real, else twin'),
}

/** An address as the field wants it: a URL, the same in every language. */
const EXAMPLE_ADDRESS = 'https://rental.example.com/car-rental/api'

/** The twin beside a real backend; routes apply to this tab only and stay across reloads, as failures on demand do. */
export function RoutesTab({ control }: { control: DemoControl }) {
  const t = useT()
  useControlChanges(control)
  const upstream = control.upstream()
  const routes = control.routes()
  const [address, setAddress] = useState(upstream ?? '')
  const [problem, setProblem] = useState<string>()

  const attempt = (change: () => void) => {
    try {
      change()
      setProblem(undefined)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    attempt(() => control.setUpstream(address.trim() === '' ? null : address))
  }

  return (
    <div className="failures-tab routes-tab">
      <p className="failures-tab__intro">
        {t(
          "Send a family of calls to a real backend while the twin answers the rest. The backend must allow this site's origin (CORS); a sign-in belongs to the side that made it.",
        )}
      </p>
      <form className="routes-tab__upstream" onSubmit={submit}>
        <label className="failures-tab__field routes-tab__address">
          <span>{t('Real backend address')}</span>
          <input
            type="url"
            inputMode="url"
            placeholder={EXAMPLE_ADDRESS}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        </label>
        <button type="submit" className="p-button p-component p-button-sm">
          {address.trim() === '' && upstream ? t('Remove') : t('Use')}
        </button>
      </form>
      {problem ? (
        <p className="failures-tab__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="routes-tab__state">
        {upstream ? (
          <>
            {t('Real backend:')} <code>{upstream}</code>
          </>
        ) : (
          t('No real backend set: every call is answered by the twin.')
        )}
      </p>
      <ul className="failures-tab__list">
        {control.families.map((family) => {
          const info = FAMILIES[family] ?? { label: family, covers: '' }
          const mode = routes[family] ?? 'twin'
          const id = `route-${family}`
          return (
            <li
              key={family}
              className={`failures-tab__family${mode !== 'twin' ? ' is-routed' : ''}`}
            >
              <fieldset className="failures-tab__fieldset" aria-describedby={`${id}-covers`}>
                <legend className="failures-tab__legend">{t(info.label)}</legend>
                <p id={`${id}-covers`} className="failures-tab__covers">
                  {info.covers ? t(info.covers) : ''} <code>{family}</code>
                </p>
                <label className="failures-tab__field">
                  <span>{t('Answered by')}</span>
                  <select
                    value={mode}
                    disabled={!upstream}
                    onChange={(event) =>
                      attempt(() => control.setRoute(family, event.target.value))
                    }
                  >
                    {control.routeModes.map((m) => (
                      <option key={m} value={m}>
                        {t(MODE_LABELS[m] ?? m)}
                      </option>
                    ))}
                  </select>
                </label>
              </fieldset>
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className="p-button p-button-sm failures-tab__off"
        disabled={Object.values(routes).every((m) => m === 'twin')}
        onClick={() => control.clearRoutes()}
      >
        {t('All to the twin')}
      </button>
    </div>
  )
}
