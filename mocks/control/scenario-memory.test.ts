import { db } from '../db'
import { resetMockDb } from '../node'
import { storedScenario } from './data-scenarios'
import { parseFailure } from './failures'
import { MockControl } from './mock-control'

// The browser keeps the scenario's name with its stored copy and restores it on load: these
// are the parts of that which run outside a browser.
const now = () => Date.parse('2026-06-17T12:00:00')

beforeEach(() => resetMockDb({ now: now() }))

describe('the scenario in use, as a host saves and restores it', () => {
  it('tells listeners of every change of scenario, and only of changes', async () => {
    const control = new MockControl()
    control.configure({ now })
    const heard = vi.fn()
    const off = control.onScenario(heard)
    control.markScenario('everyday')
    expect(heard).not.toHaveBeenCalled()
    await control.switchScenario('first-day')
    expect(heard).toHaveBeenCalledTimes(1)
    control.markScenario(null)
    expect(heard).toHaveBeenCalledTimes(2)
    off()
    control.markScenario('busy-weekend')
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('names the new scenario by the time the host saves the replaced data', async () => {
    const control = new MockControl()
    const saved: Array<string | null> = []
    control.configure({ now, afterReplace: async () => void saved.push(control.scenario) })
    await control.switchScenario('busy-weekend')
    const file = await control.snapshot()
    control.markScenario('everyday')
    expect(await control.loadSnapshot(JSON.stringify({ ...file, scenario: 'first-day' }))).toEqual({
      ok: true,
      movedDays: 0,
    })
    expect(saved).toEqual(['busy-weekend', 'first-day'])
  })

  it('reset starts the scenario in use again, with every failure off', async () => {
    const control = new MockControl()
    control.configure({ now })
    await control.switchScenario('first-day')
    await db.vehicles.delete((q) => q.where({ id: 5 }))
    control.failures.set([['fleet', parseFailure('error')]])
    await control.reset()
    expect(control.scenario).toBe('first-day')
    expect(db.vehicles.count()).toBe(8)
    expect(db.reservations.count()).toBe(0)
    expect(control.failures.describe()).toEqual({})
  })

  it('reset after a snapshot that named no scenario starts Everyday', async () => {
    const control = new MockControl()
    control.configure({ now })
    const file = await control.snapshot()
    await control.loadSnapshot(JSON.stringify({ ...file, scenario: null }))
    expect(control.scenario).toBeNull()
    await control.reset()
    expect(control.scenario).toBe('everyday')
    expect(db.vehicles.count()).toBe(40)
  })

  it('reads the name stored with the copy: none kept yet is Everyday, an unknown one none', () => {
    expect(storedScenario(undefined)).toBe('everyday')
    expect(storedScenario('large-fleet')).toBe('large-fleet')
    expect(storedScenario(null)).toBeNull()
    expect(storedScenario('weekend-madness')).toBeNull()
  })
})
