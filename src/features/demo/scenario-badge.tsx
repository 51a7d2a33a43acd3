import { useT } from '../../i18n/i18n'
import type { DemoControl } from './demo-control'

/** The scenario in use, in the bar ("Own data" after a snapshot that named none). */
export function ScenarioBadge({ control }: { control: DemoControl }) {
  const t = useT()
  const name = control.scenario()
  const found = control.scenarios.find((s) => s.name === name)
  const label = found ? t(found.label) : t('Own data')
  return (
    <span className="demo-bar__scenario" data-scenario={name ?? ''}>
      <span className="visually-hidden">{t('Scenario:')} </span>
      <i className="pi pi-database" aria-hidden="true" />
      <span className="demo-bar__scenario-label">{label}</span>
    </span>
  )
}
