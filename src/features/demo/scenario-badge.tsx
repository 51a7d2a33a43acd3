import type { DemoControl } from './demo-control'

/** The scenario in use, in the bar. */
export function ScenarioBadge({ control }: { control: DemoControl }) {
  const name = control.scenario()
  const label = control.scenarios.find((s) => s.name === name)?.label ?? 'Own data'
  return <span className="demo-bar__scenario">{label}</span>
}
