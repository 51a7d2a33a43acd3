import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const api = vi.hoisted(() => ({ token: null as string | null }))
const state = vi.hoisted(() => ({
  loadCurrentUser: vi.fn<() => Promise<unknown>>(),
  signOut: vi.fn<() => void>(),
}))

vi.mock('../state/session', async () => ({
  session: (await import('valtio')).proxy({ user: null }),
  hasStoredToken: () => api.token !== null,
  loadCurrentUser: state.loadCurrentUser,
  signOut: state.signOut,
}))

const { ApiError } = await import('../api/client')
const { resetStartup, startSession, startupState } = await import('./startup')

describe("start-up: the session's load", () => {
  beforeEach(() => {
    vi.clearAllMocks()
    api.token = null
    state.loadCurrentUser.mockResolvedValue({})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    resetStartup()
  })
  afterEach(() => vi.restoreAllMocks())

  it('loads the current user with a stored token', async () => {
    api.token = 'abc'
    await startSession()
    expect(state.loadCurrentUser).toHaveBeenCalledOnce()
    expect(state.signOut).not.toHaveBeenCalled()
  })

  it('drops a token the server rejects with 401 with a warning, not an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    api.token = 'stale'
    state.loadCurrentUser.mockRejectedValue(new ApiError('Error: Unauthorized', 401))
    await expect(startSession()).resolves.toBeUndefined()
    expect(state.signOut).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalled()
    expect(console.error).not.toHaveBeenCalled()
  })

  it('keeps the token when the server could not be reached, and warns of it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    api.token = 'abc'
    state.loadCurrentUser.mockRejectedValue(new ApiError('offline', 0))
    await startSession()
    expect(state.signOut).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('Could not load the signed-in user', expect.any(ApiError))
    expect(console.error).not.toHaveBeenCalled()
  })

  it('logs an error for a failure that is not a response (a bug), and goes on', async () => {
    api.token = 'abc'
    state.loadCurrentUser.mockRejectedValue(new RangeError('Invalid time value'))
    await expect(startSession()).resolves.toBeUndefined()
    expect(console.error).toHaveBeenCalledWith(
      'Could not load the signed-in user',
      expect.any(RangeError),
    )
    expect(startupState.sessionReady).toBe(true)
  })

  it('runs once however often it is asked, and knows a visitor without a token at once', async () => {
    api.token = 'abc'
    expect(startupState.sessionReady).toBe(false)
    await Promise.all([startSession(), startSession()])
    expect(state.loadCurrentUser).toHaveBeenCalledOnce()
    expect(startupState.sessionReady).toBe(true)
    resetStartup()
    api.token = null
    void startSession()
    await Promise.resolve()
    await Promise.resolve()
    expect(startupState.sessionReady).toBe(true)
    expect(state.loadCurrentUser).toHaveBeenCalledOnce()
  })

  it('waits for the signed-in user before the visitor counts as known', async () => {
    api.token = 't'
    let respond = (_: unknown) => {}
    state.loadCurrentUser.mockReturnValue(new Promise((resolve) => (respond = resolve)))
    const done = startSession()
    await Promise.resolve()
    expect(startupState.sessionReady).toBe(false)
    respond({})
    await done
    expect(startupState.sessionReady).toBe(true)
  })
})
