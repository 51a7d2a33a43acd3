import type { DemoControl } from './demo-control'

/** While any failure on demand is on, the bar says so, with one click back to normal. */
export function FailureBanner({ control }: { control: DemoControl }) {
  const on = Object.entries(control.failures())
  if (on.length === 0) return null
  return (
    <div className="demo-bar__failures" role="status">
      Failures on: {on.map(([family, kind]) => `${family} ${kind}`).join(', ')}
      <button type="button" onClick={() => control.clearFailures()}>
        Back to normal
      </button>
    </div>
  )
}
