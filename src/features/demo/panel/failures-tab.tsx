import { useState } from 'react'
import { useT } from '../../../i18n/i18n'
import { msg } from '../../../i18n/msg'
import type { DemoControl } from '../demo-control'
import { readFailure } from '../failure-labels'
import { useControlChanges } from '../use-demo-control'
import { FAMILIES } from './families'
import './failures-tab.css'

const CHOICES = [
  { value: 'normal', label: msg('Normal') },
  { value: 'error', label: msg('Server error (500)') },
  { value: 'expired', label: msg('Session expired (401)') },
  { value: 'offline', label: msg('Network down') },
  { value: 'slow:1500', label: msg('Slow: 1.5 s') },
  { value: 'slow:5000', label: msg('Slow: 5 s') },
  { value: 'timeout', label: msg('No answer (timeout)') },
  { value: 'reset', label: msg('Connection reset') },
  { value: 'fail-then-ok:3', label: msg('Fails 3 times, then works') },
  { value: 'rate:0.5', label: msg('Fails half the calls') },
] as const

/** Patterns that set their own length, so the Lasts select does not apply to them. */
const COUNTED = /^(fail-then-ok|rate):/

const choiceOf = (failure: string | undefined) => {
  if (!failure) return 'normal'
  // fail-then-ok counts down; the select keeps showing the pattern chosen.
  if (failure.startsWith('fail-then-ok:')) return 'fail-then-ok:3'
  if (failure.startsWith('rate:')) return 'rate:0.5'
  const { kind, delayMs } = readFailure(failure)
  return kind === 'slow' ? `slow:${delayMs ?? 1500}` : kind
}

/** Failures on demand, per family of calls: what kind, and for the next call only or until turned off. */
export function FailuresTab({ control }: { control: DemoControl }) {
  const t = useT()
  useControlChanges(control)
  const on = control.failures()
  // How long a family's next failure lasts, for families that are normal now.
  const [once, setOnce] = useState<Record<string, boolean>>({})
  const [problem, setProblem] = useState<string>()

  const apply = (family: string, choice: string, nextOnly: boolean) => {
    try {
      const once = nextOnly && !COUNTED.test(choice) ? ':once' : ''
      control.setFailure(family, choice === 'normal' ? null : `${choice}${once}`)
      setProblem(undefined)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <div className="failures-tab">
      <p className="failures-tab__intro">
        {t(
          'Make a family of calls fail on purpose to see how the app copes. Failures apply to this tab only and stay on across reloads until turned off.',
        )}
      </p>
      {problem ? (
        <p className="failures-tab__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <ul className="failures-tab__list">
        {control.families.map((family) => {
          const info = FAMILIES[family] ?? { label: family, covers: '' }
          const current = on[family]
          const choice = choiceOf(current)
          const nextOnly = current ? readFailure(current).once : (once[family] ?? false)
          const id = `failure-${family}`
          return (
            <li key={family} className={`failures-tab__family${current ? ' is-on' : ''}`}>
              <fieldset className="failures-tab__fieldset" aria-describedby={`${id}-covers`}>
                <legend className="failures-tab__legend">{t(info.label)}</legend>
                <p id={`${id}-covers`} className="failures-tab__covers">
                  {info.covers ? t(info.covers) : ''} <code>{family}</code>
                </p>
                <div className="failures-tab__controls">
                  <label className="failures-tab__field">
                    <span>{t('Failure')}</span>
                    <select
                      value={choice}
                      onChange={(event) => apply(family, event.target.value, nextOnly)}
                    >
                      {CHOICES.map((c) => (
                        <option key={c.value} value={c.value}>
                          {t(c.label)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="failures-tab__field">
                    <span>{t('Lasts')}</span>
                    <select
                      value={nextOnly ? 'once' : 'on'}
                      onChange={(event) => {
                        const next = event.target.value === 'once'
                        setOnce({ ...once, [family]: next })
                        if (current) apply(family, choice, next)
                      }}
                    >
                      <option value="on">{t('Until turned off')}</option>
                      <option value="once">{t('Next call only')}</option>
                    </select>
                  </label>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className="p-button p-button-sm failures-tab__off"
        disabled={Object.keys(on).length === 0}
        onClick={() => control.clearFailures()}
      >
        {t('All back to normal')}
      </button>
    </div>
  )
}
