import { useState } from 'react'
import { useT } from '../../../i18n/i18n'
import { notifyError } from '../../../ui/notify'
import { Button } from '../../../ui/prime/button'
import type { DemoControl, ScenarioInfo } from '../demo-control'
import { reloadWithNotice } from '../reload-notice'
import { rememberSnapshotName } from '../snapshot-name'
import { useControlChanges } from '../use-demo-control'
import { nextPaint } from './next-paint'
import { PanelQuestion } from './panel-question'

/** The named data sets: which one is in use, and a switch to another after a question (the data in use is replaced). */
export function ScenariosTab({ control }: { control: DemoControl }) {
  const t = useT()
  useControlChanges(control)
  const inUse = control.scenario()
  // The last one asked about stays named while the question closes.
  const [asked, setAsked] = useState<ScenarioInfo>()
  const [asking, setAsking] = useState(false)
  const [switching, setSwitching] = useState<ScenarioInfo>()

  const switchTo = async (scenario: ScenarioInfo) => {
    setAsking(false)
    setSwitching(scenario)
    try {
      // The busy button paints before the seed holds the page (the large fleet takes seconds).
      await nextPaint()
      await control.switchScenario(scenario.name)
      rememberSnapshotName(null)
      reloadWithNotice(t('{scenario} is in use.', { scenario: t(scenario.label) }))
    } catch (error) {
      notifyError(error)
      setSwitching(undefined)
    }
  }

  return (
    <div className="control-panel__section">
      <p className="control-panel__intro">
        {t(
          'A scenario replaces the demo data in every open tab. Bookings and changes made here are lost; download a snapshot first to keep them.',
        )}
      </p>
      <ul className="control-panel__list" aria-label={t('Scenarios')}>
        {control.scenarios.map((scenario) => {
          const current = scenario.name === inUse
          return (
            <li
              key={scenario.name}
              className="control-panel__item"
              aria-current={current ? 'true' : undefined}
            >
              <div className="control-panel__item-text">
                <h3 className="control-panel__item-title">{t(scenario.label)}</h3>
                <p className="control-panel__item-description">{t(scenario.description)}</p>
              </div>
              {current ? (
                <span className="control-panel__in-use">
                  <i className="pi pi-check" aria-hidden="true" /> {t('In use')}
                </span>
              ) : (
                <Button
                  type="button"
                  size="small"
                  outlined
                  label={switching === scenario ? t('Switching…') : t('Use')}
                  aria-label={
                    switching === scenario
                      ? undefined
                      : t('Use {scenario}', { scenario: t(scenario.label) })
                  }
                  loading={switching === scenario}
                  disabled={switching !== undefined}
                  onClick={() => {
                    setAsked(scenario)
                    setAsking(true)
                  }}
                />
              )}
            </li>
          )
        })}
      </ul>
      {switching ? (
        <p className="control-panel__progress" role="status">
          {t('Switching to {scenario}… the page reloads when the data is ready.', {
            scenario: t(switching.label),
          })}
        </p>
      ) : null}
      <PanelQuestion
        visible={asking}
        onHide={() => setAsking(false)}
        header={t('Switch scenario')}
        message={t(
          'Switch the demo data to {scenario}? Every booking and change made here is lost.',
          { scenario: asked ? t(asked.label) : t('this scenario') },
        )}
        icon="pi pi-database"
        acceptLabel={t('Switch')}
        rejectLabel={t('Cancel')}
        danger
        onAccept={() => asked && void switchTo(asked)}
      />
    </div>
  )
}
