import { afterEach, describe, expect, it } from 'vitest'
import { callsHeld, holdCallsUntil } from '../../api/backend-gate'
import { reloadWithNotice } from './reload-notice'

afterEach(() => {
  holdCallsUntil(Promise.resolve())
  sessionStorage.clear()
})

describe('reloadWithNotice', () => {
  it('holds every later call of the page it replaces, and keeps the notice for the next one', async () => {
    // A new fragment is as far as the test's document goes.
    reloadWithNotice('Everyday is in use.', '#replaced')
    expect(location.hash).toBe('#replaced')
    expect(sessionStorage.getItem('autovia.demo.notice')).toBe('Everyday is in use.')
    const held = callsHeld()
    expect(held).toBeDefined()
    const settled = await Promise.race([
      held?.then(() => 'released'),
      new Promise((done) => setTimeout(() => done('held'), 50)),
    ])
    expect(settled).toBe('held')
  })
})
