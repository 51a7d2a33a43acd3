import { callsHeld, holdCallsUntil } from './backend-gate'

describe('the backend gate', () => {
  it('holds calls until the backend has started, then lets them straight through', async () => {
    let start: () => void = () => undefined
    const started = new Promise<void>((resolve) => {
      start = resolve
    })
    holdCallsUntil(started)
    expect(callsHeld()).toBe(started)
    start()
    await started
    expect(callsHeld()).toBeUndefined()
  })

  it('keeps failing calls with the error of a start that failed', async () => {
    const failed = Promise.reject(new Error('no worker'))
    holdCallsUntil(failed)
    await failed.catch(() => undefined)
    await expect(callsHeld()).rejects.toThrow('no worker')
  })
})
