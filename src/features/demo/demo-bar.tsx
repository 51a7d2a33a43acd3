import { memo, Suspense, useCallback, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { config } from '../../config'
import { DEMO_ACCOUNTS } from '../../domain/demo-accounts'
import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { session, signIn, signOut, stillSignedIn } from '../../state/session'
import { SkipLink } from '../../ui/layout/skip-link'
import { lazyWithPrime } from '../../ui/lazy-with-prime'
import { notifyError } from '../../ui/notify'
import type { DemoControl } from './demo-control'
import { FailureBanner } from './failure-banner'
import { useNotificationsBelow } from './notifications-below'
import { reloadWithNotice, useReloadNotice } from './reload-notice'
import { ScenarioBadge } from './scenario-badge'
import { rememberSnapshotName } from './snapshot-name'
import { useDemoControl } from './use-demo-control'
import './demo-bar.css'

export interface DemoBarProps {
  reset: () => Promise<void>
  latency: { get: () => number; set: (ms: number) => void }
  loadControl: () => Promise<DemoControl>
}

export const LATENCIES = [
  { label: msg('None'), ms: 0 },
  { label: msg('Normal'), ms: 300 },
  { label: msg('Slow'), ms: 1500 },
] as const

// Downloaded the first time Reset data is pressed: most demos never reset.
const ResetDialog = lazyWithPrime(async () => (await import('./reset-dialog')).ResetDialog)
// Downloaded the first time the panel is opened: it is a tool for some demos, not all. Memoized, as rendered again with the bar its PrimeReact provider hands the tab view a new context and the tab view measures its tabs (a layout of the page); the tabs follow the backend themselves.
const ControlPanel = memo(
  lazyWithPrime(async () => (await import('./panel/control-panel')).ControlPanel),
)

type Persona = 'visitor' | 'customer' | 'admin'
const PERSONAS: Array<{ id: Persona; label: string; lands: string }> = [
  { id: 'visitor', label: msg('Visitor'), lands: '/vehicles' },
  { id: 'customer', label: msg('Customer'), lands: '/user/reservations' },
  { id: 'admin', label: msg('Administrator'), lands: '/admin' },
]

/** The sales demo's bar (mock builds only): demo data notice, persona switch, reset and latency. */
export function DemoBar({ reset, latency, loadControl }: DemoBarProps) {
  // The bar has a root of its own: this is what shows it again when the language changes.
  const t = useT()
  const control = useDemoControl(loadControl)
  const [panelOpen, setPanelOpen] = useState(false)
  const [panelAsked, setPanelAsked] = useState(false)
  const panelButton = useRef<HTMLButtonElement>(null)
  const barElement = useRef<HTMLElement>(null)
  useNotificationsBelow(barElement)
  useReloadNotice()
  const { user } = useSnapshot(session)
  const [, navigate] = useLocation()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [ms, setMs] = useState(latency.get())
  const [asking, setAsking] = useState(false)
  // Kept mounted once asked, so the dialog can play its closing animation.
  const [asked, setAsked] = useState(false)
  const hidePanel = useCallback(() => {
    setPanelOpen(false)
    // Back where the person was: the panel opened from this button.
    panelButton.current?.focus()
  }, [])
  const current: Persona = !user
    ? 'visitor'
    : user.roles.includes('Administrator')
      ? 'admin'
      : 'customer'

  const become = async (persona: (typeof PERSONAS)[number]) => {
    setBusy(true)
    try {
      // The page of the persona before may be closed to the next one: the landing page takes its place in the history, and shows with the new user at once (no pass through a guard).
      const land = () => navigate(persona.lands, { replace: true })
      if (persona.id === 'visitor') {
        signOut()
        land()
      } else await signIn(DEMO_ACCOUNTS[persona.id], land)
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  const resetData = async () => {
    setAsking(false)
    setBusy(true)
    const label = t(scenarioLabel(control) ?? msg('Everyday'))
    try {
      const who = session.user
      await reset()
      rememberSnapshotName(null)
      // Whoever is in the data again stays signed in (the demo accounts); someone the reset took out of it (an account made during the demo) is signed out, and told so.
      const stillThere = who ? await stillSignedIn() : false
      if (who && !stillThere) signOut()
      reloadWithNotice(
        who && !stillThere
          ? t(
              'The demo data starts again as {scenario}. You were signed out: {email} is not in it.',
              { scenario: label, email: who.email },
            )
          : t('The demo data starts again as {scenario}.', { scenario: label }),
        config.publicPath,
      )
    } catch (error) {
      notifyError(error)
      setBusy(false)
    }
  }

  return (
    <aside ref={barElement} className={`demo-bar${open ? ' is-open' : ''}`} aria-label={t('Demo')}>
      <SkipLink />
      <div className="demo-bar__inner">
        <p className="demo-bar__note">
          <span className="demo-bar__badge">{t('Demo')}</span>
          <span className="demo-bar__text">{t('Demo data: nothing you do here is real.')}</span>
          <span className="demo-bar__short" aria-hidden="true">
            {t('Demo data')}
          </span>
          {control ? <ScenarioBadge control={control} /> : null}
        </p>
        <button
          type="button"
          className="demo-bar__toggle"
          aria-expanded={open}
          aria-controls="demo-bar-controls"
          onClick={() => setOpen(!open)}
        >
          <i className="pi pi-sliders-h" aria-hidden="true" />
          <span className="demo-bar__toggle-text">
            {open ? t('Hide demo controls') : t('Demo controls')}
          </span>
          <i className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
        </button>
        <div id="demo-bar-controls" className="demo-bar__controls">
          <fieldset className="demo-bar__group" disabled={busy}>
            <legend className="demo-bar__legend">{t('View as')}</legend>
            {PERSONAS.map((persona) => (
              <button
                key={persona.id}
                type="button"
                className="demo-bar__choice"
                aria-pressed={current === persona.id}
                onClick={() => void become(persona)}
              >
                {t(persona.label)}
              </button>
            ))}
          </fieldset>
          <label className="demo-bar__latency">
            <span>{t('Latency')}</span>
            <select
              value={ms}
              onChange={(event) => {
                const next = Number(event.target.value)
                setMs(next)
                latency.set(next)
              }}
            >
              {LATENCIES.map((option) => (
                <option key={option.ms} value={option.ms}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="demo-bar__reset"
            disabled={busy}
            onClick={() => {
              setAsked(true)
              setAsking(true)
            }}
          >
            <i className="pi pi-refresh" aria-hidden="true" /> {t('Reset data')}
          </button>
          <button
            ref={panelButton}
            type="button"
            className="demo-bar__panel"
            aria-haspopup="dialog"
            disabled={!control}
            onClick={() => {
              setPanelAsked(true)
              setPanelOpen(true)
            }}
          >
            <i className="pi pi-sliders-h" aria-hidden="true" /> {t('Backend')}
          </button>
          {control && panelAsked ? (
            <Suspense fallback={null}>
              <ControlPanel control={control} visible={panelOpen} onHide={hidePanel} />
            </Suspense>
          ) : null}
          {asked ? (
            <Suspense fallback={null}>
              <ResetDialog
                scenario={scenarioLabel(control)}
                visible={asking}
                onHide={() => setAsking(false)}
                onAccept={() => void resetData()}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
      {control ? <FailureBanner control={control} /> : null}
    </aside>
  )
}

/** The label of the scenario in use, as the badge shows it, in English (undefined before the control loads). */
function scenarioLabel(control: DemoControl | undefined): string | undefined {
  if (!control) return undefined
  const name = control.scenario() ?? 'everyday'
  return control.scenarios.find((s) => s.name === name)?.label
}
