import type { DemoControl } from '../demo-control'

/** To be built (issue #31). */
export function LogTab(_: { control: DemoControl }) {
  return <p>Coming soon.</p>
}
