import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { DemoBar } from '../demo-bar'
import type { DemoControl } from '../demo-control'

/** A control whose scenario, failures and log change as a test says, telling its listeners as the embedded backend does. */
function fakeControl() {
  const listeners = new Set<() => void>()
  let scenario = 'everyday'
  let failures: Record<string, string> = {}
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const control = {
    scenarios: [
      { name: 'everyday', label: 'Everyday', description: 'The usual demo data.' },
      { name: 'first-day', label: 'First day', description: 'A handful of cars.' },
    ],
    scenario: () => scenario,
    families: ['fleet'],
    failures: () => failures,
    routeModes: ['twin', 'real'],
    upstream: () => null,
    routes: () => ({}),
    recording: () => ({ on: false, seen: 0 }),
    log: () => [],
    drift: () => [],
    checkContract: () => Promise.resolve(),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as DemoControl
  return {
    control,
    switchTo(name: string) {
      scenario = name
      changed()
    },
    fail(family: string, failure: string) {
      failures = { ...failures, [family]: failure }
      changed()
    },
  }
}

function renderBar(control: DemoControl) {
  const location = memoryLocation({ path: '/vehicles' })
  render(
    <Router hook={location.hook}>
      <DemoBar
        reset={() => Promise.resolve()}
        latency={{ get: () => 0, set: () => undefined }}
        loadControl={() => Promise.resolve(control)}
      />
    </Router>,
  )
}

// The panel's questions are native dialogs, whose opening jsdom leaves out.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false
}

// The bar keeps the page's notifications below itself as it resizes, which jsdom does not.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('the demo control panel', () => {
  it('follows the backend in the tab shown without rendering its tabs again, which lays out the page', async () => {
    const fake = fakeControl()
    renderBar(fake.control)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Backend' }))
    const panel = await screen.findByRole('dialog', { name: 'Demo backend' })
    expect(within(panel).getByRole('tab', { name: 'Scenarios' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // The tab view measures its tabs (a layout of the page) after each of its renders.
    const layouts = vi.spyOn(Element.prototype, 'getBoundingClientRect')

    act(() => fake.switchTo('first-day'))
    act(() => fake.fail('fleet', 'error'))

    expect(layouts).not.toHaveBeenCalled()
    const inUse = within(panel).getByRole('listitem', { current: true })
    expect(within(inUse).getByRole('heading', { name: 'First day' })).toBeInTheDocument()
    // The bar around the panel follows too.
    expect(screen.getByText('First day', { selector: '.demo-bar__scenario-label' })).toBeVisible()
    expect(screen.getByRole('status', { name: 'Failures on demand' })).toBeInTheDocument()

    // Another tab, once shown, shows the backend as it is now, and follows it in turn.
    await user.click(within(panel).getByRole('tab', { name: 'Failures' }))
    expect(within(panel).getByRole('combobox', { name: 'Failure' })).toHaveValue('error')
    layouts.mockClear()
    act(() => fake.fail('fleet', 'slow:1500'))
    expect(layouts).not.toHaveBeenCalled()
    expect(within(panel).getByRole('combobox', { name: 'Failure' })).toHaveValue('slow:1500')
  })
})
