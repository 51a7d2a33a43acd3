import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const api = vi.hoisted(() => ({ token: null as string | null }))
const state = vi.hoisted(() => ({
  loadVehicles: vi.fn<() => Promise<void>>(),
  loadCurrentUser: vi.fn<() => Promise<unknown>>(),
  signOut: vi.fn<() => void>(),
}))

vi.mock('../state/vehicles', () => ({ loadVehicles: state.loadVehicles }))
vi.mock('../state/session', () => ({
  hasStoredToken: () => api.token !== null,
  loadCurrentUser: state.loadCurrentUser,
  signOut: state.signOut,
}))

const { ApiError } = await import('../api/client')
const { resetStartup, startOnce, startupState } = await import('./startup')

describe('start-up', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    api.token = null
    state.loadVehicles.mockResolvedValue(undefined)
    state.loadCurrentUser.mockResolvedValue({})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    resetStartup()
  })
  afterEach(() => vi.restoreAllMocks())

  it('loads only the vehicles without a stored token', async () => {
    await startOnce()
    expect(state.loadVehicles).toHaveBeenCalledOnce()
    expect(state.loadCurrentUser).not.toHaveBeenCalled()
  })

  it('also loads the current user with a stored token', async () => {
    api.token = 'abc'
    await startOnce()
    expect(state.loadCurrentUser).toHaveBeenCalledOnce()
    expect(state.signOut).not.toHaveBeenCalled()
  })

  it('drops a token the server rejects with 401 with a warning, not an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    api.token = 'stale'
    state.loadCurrentUser.mockRejectedValue(new ApiError('Error: Unauthorized', 401))
    await expect(startOnce()).resolves.toBeUndefined()
    expect(state.signOut).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalled()
    expect(console.error).not.toHaveBeenCalled()
  })

  it('keeps the token when the server could not be reached, and logs the failure', async () => {
    api.token = 'abc'
    state.loadCurrentUser.mockRejectedValue(new ApiError('offline', 0))
    await startOnce()
    expect(state.signOut).not.toHaveBeenCalled()
    expect(console.error).toHaveBeenCalled()
  })

  it('runs once however often it is asked', async () => {
    expect(startupState.sessionReady).toBe(false)
    await Promise.all([startOnce(), startOnce()])
    expect(state.loadVehicles).toHaveBeenCalledOnce()
    expect(startupState.sessionReady).toBe(true)
  })

  it('knows the visitor before the vehicles arrive, and at once without a token', async () => {
    let arrive = () => {}
    state.loadVehicles.mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)))
    let settled = false
    const done = startOnce().then(() => {
      settled = true
    })
    await Promise.resolve()
    await Promise.resolve()
    expect(startupState.sessionReady).toBe(true)
    // The start-up as a whole settles only once the vehicles have.
    expect(settled).toBe(false)
    arrive()
    await done
    expect(settled).toBe(true)
  })

  it('waits for the signed-in user before the visitor counts as known', async () => {
    api.token = 't'
    let answer = (_: unknown) => {}
    state.loadCurrentUser.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const done = startOnce()
    await Promise.resolve()
    expect(startupState.sessionReady).toBe(false)
    answer({})
    await done
    expect(startupState.sessionReady).toBe(true)
  })
})
