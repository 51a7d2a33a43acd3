import { browserControl } from '../../../mocks/control/browser-control'
import { SCENARIO_TEXTS } from './scenario-texts'

describe('the scenario texts', () => {
  it("are the embedded backend's labels and descriptions, so each of them has its translations", () => {
    const backend = browserControl.scenarios.flatMap((s) => [s.label, s.description])
    expect([...SCENARIO_TEXTS].sort()).toEqual([...backend].sort())
  })
})
