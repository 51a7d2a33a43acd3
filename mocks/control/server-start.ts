import { type SeedOptions, seedDatabase } from '../seed'
import { type DataScenarioName, seedDataScenario } from './data-scenarios'
import type { Failure, FailureFamily } from './failures'
import { mockControl } from './mock-control'
import type { RouteMode } from './routes'

export interface ControlStart {
  seed?: SeedOptions
  scenario?: DataScenarioName
  failures?: Array<[FailureFamily, Failure | null]>
  upstream?: string
  routes?: Array<[FailureFamily, RouteMode]>
}

export async function startWithControls({
  seed,
  scenario,
  failures,
  upstream,
  routes,
}: ControlStart) {
  // A pinned `now` places later scenarios and resets by the same moment.
  const pinned = seed?.now === undefined ? undefined : new Date(seed.now).valueOf()
  mockControl.configure({ seed: seed?.seed, now: pinned === undefined ? Date.now : () => pinned })
  if (scenario) await seedDataScenario(scenario, seed)
  else await seedDatabase(seed)
  mockControl.markScenario(scenario ?? (seed?.size === 'large' ? 'large-fleet' : 'everyday'))
  mockControl.failures.clear()
  mockControl.failures.set(failures ?? [])
  mockControl.routes.setUpstream(upstream ?? null)
  if (upstream && routes?.length) mockControl.routes.set(routes)
}
