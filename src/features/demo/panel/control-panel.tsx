import { useCallback, useEffect, useState } from 'react'
import { useT } from '../../../i18n/i18n'
import { Sidebar } from '../../../ui/prime/sidebar'
import { TabPanel, TabView } from '../../../ui/prime/tabview'
import type { DemoControl } from '../demo-control'
import { FailuresTab } from './failures-tab'
import { LogTab } from './log-tab'
import { RoutesTab } from './routes-tab'
import { ScenariosTab } from './scenarios-tab'
import { ShareLink } from './share-link'
import { SnapshotsTab } from './snapshots-tab'
import './control-panel.css'

export interface ControlPanelProps {
  control: DemoControl
  visible: boolean
  onHide: () => void
}

const TITLE_ID = 'control-panel-title'

const BEHIND = ['root', 'demo-bar']
function setBehindInert(inert: boolean): void {
  for (const id of BEHIND) document.getElementById(id)?.toggleAttribute('inert', inert)
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Tab past the panel's last control (or Shift+Tab past its first) wraps round, as in a dialog. */
function keepTabInPanel(event: KeyboardEvent): void {
  const panel = document.getElementById(TITLE_ID)?.closest<HTMLElement>('[role="dialog"]')
  const active = document.activeElement
  // A question asked from the panel is a dialog of its own, with its own focus.
  if (event.key !== 'Tab' || !panel || (active !== document.body && !panel.contains(active))) return
  const controls = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0,
  )
  const [first, last] = [controls[0], controls.at(-1)]
  const edge = event.shiftKey ? first : last
  if (!first || !last || (active !== edge && panel.contains(active))) return
  event.preventDefault()
  ;(event.shiftKey ? last : first).focus()
}

/** The demo's control panel, its own chunk loaded when first opened (docs/embedded-backend.md). */
export function ControlPanel({ control, visible, onHide }: ControlPanelProps) {
  const t = useT()
  // The drawer drops its content when closed: opening it again shows the tab last shown.
  const [tab, setTab] = useState(0)
  // The contract check's code comes with the panel, never with the page's first download.
  useEffect(() => {
    control
      .checkContract()
      .catch((error: unknown) => console.warn('The contract check could not load', error))
  }, [control])
  useEffect(() => {
    if (!visible) return
    setBehindInert(true)
    document.addEventListener('keydown', keepTabInPanel)
    return () => {
      setBehindInert(false)
      document.removeEventListener('keydown', keepTabInPanel)
    }
  }, [visible])
  // The page comes back before onHide, which gives focus back to the bar's Backend button.
  const hide = useCallback(() => {
    setBehindInert(false)
    onHide()
  }, [onHide])
  return (
    <Sidebar
      visible={visible}
      onHide={hide}
      position="right"
      blockScroll
      className="control-panel"
      header={
        <div className="control-panel__header">
          <h2 id={TITLE_ID} className="control-panel__title">
            {t('Demo backend')}
          </h2>
          <p className="control-panel__subtitle">
            {t('The embedded backend of this demo, under your control')}
          </p>
        </div>
      }
      role="dialog"
      aria-modal="true"
      aria-labelledby={TITLE_ID}
      ariaCloseLabel={t('Close the demo backend panel')}
    >
      <ShareLink control={control} />
      <TabView
        className="control-panel__tabs"
        scrollable
        activeIndex={tab}
        onTabChange={(event) => setTab(event.index)}
      >
        <TabPanel header={t('Scenarios')}>
          <ScenariosTab control={control} />
        </TabPanel>
        <TabPanel header={t('Failures')}>
          <FailuresTab control={control} />
        </TabPanel>
        <TabPanel header={t('Snapshots')}>
          <SnapshotsTab control={control} />
        </TabPanel>
        <TabPanel header={t('Routing')}>
          <RoutesTab control={control} />
        </TabPanel>
        <TabPanel header={t('Request log')}>
          <LogTab control={control} />
        </TabPanel>
      </TabView>
    </Sidebar>
  )
}
