import { type SeedOptions, seedDatabase } from '../seed'
import { type DataScenarioName, seedDataScenario } from './data-scenarios'
import type { Failure, FailureFamily } from './failures'
import { mockControl } from './mock-control'

export interface ControlStart {
  seed?: SeedOptions
  scenario?: DataScenarioName
  failures?: Array<[FailureFamily, Failure | null]>
}

export async function startWithControls({ seed, scenario, failures }: ControlStart) {
  // A pinned `now` places later scenarios and resets by the same moment.
  const pinned = seed?.now === undefined ? undefined : new Date(seed.now).valueOf()
  mockControl.configure({ seed: seed?.seed, now: pinned === undefined ? Date.now : () => pinned })
  if (scenario) await seedDataScenario(scenario, seed)
  else await seedDatabase(seed)
  mockControl.markScenario(scenario ?? (seed?.size === 'large' ? 'large-fleet' : 'everyday'))
  mockControl.failures.clear()
  mockControl.failures.set(failures ?? [])
}
