import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const api = vi.hoisted(() => ({ token: null as string | null }))
const state = vi.hoisted(() => ({
  getVehicles: vi.fn<() => Promise<unknown[]>>(),
  takeFleetResponse: vi.fn<() => Promise<unknown> | undefined>(),
  loadCurrentUser: vi.fn<() => Promise<unknown>>(),
  signOut: vi.fn<() => void>(),
}))

vi.mock('../api/app-api', () => ({ api: { getVehicles: state.getVehicles } }))
vi.mock('./first-screen/first-screen', () => ({ takeFleetResponse: state.takeFleetResponse }))
vi.mock('./query-client', async () => ({
  queryClient: (await import('../test/queries')).testQueryClient(),
}))
vi.mock('../state/session', () => ({
  hasStoredToken: () => api.token !== null,
  loadCurrentUser: state.loadCurrentUser,
  signOut: state.signOut,
}))

const { ApiError } = await import('../api/client')
const { vehicleQueries } = await import('../api/vehicle-queries')
const { queryClient } = await import('./query-client')
const { resetStartup, startOnce, startupState } = await import('./startup')

const FLEET = [{ id: 1, model: 'From the API' }]
const cachedFleet = () => queryClient.getQueryData(vehicleQueries.all().queryKey)

describe('start-up', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    api.token = null
    state.getVehicles.mockResolvedValue(FLEET)
    state.takeFleetResponse.mockReturnValue(undefined)
    state.loadCurrentUser.mockResolvedValue({})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    queryClient.clear()
    resetStartup()
  })
  afterEach(() => vi.restoreAllMocks())

  it('loads only the vehicles without a stored token, into the query cache', async () => {
    await startOnce()
    expect(state.getVehicles).toHaveBeenCalledOnce()
    expect(cachedFleet()).toEqual(FLEET)
    expect(state.loadCurrentUser).not.toHaveBeenCalled()
  })

  it("takes the fleet the first screen's script asked for instead of asking the API", async () => {
    const early = [{ id: 2, model: 'From the first screen' }]
    state.takeFleetResponse.mockReturnValue(Promise.resolve(early))
    await startOnce()
    expect(state.getVehicles).not.toHaveBeenCalled()
    expect(cachedFleet()).toEqual(early)
  })

  it('asks the API when the script got no list (an error, no network, not JSON)', async () => {
    for (const response of [null, { id: 1 }]) {
      vi.clearAllMocks()
      queryClient.clear()
      resetStartup()
      state.takeFleetResponse.mockReturnValue(Promise.resolve(response))
      await startOnce()
      expect(state.getVehicles).toHaveBeenCalledOnce()
      expect(cachedFleet()).toEqual(FLEET)
    }
  })

  it('warns of a fleet the server refused with an error response, and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    state.getVehicles.mockRejectedValue(new ApiError('Service Unavailable', 503))
    await expect(startOnce()).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Could not load the vehicles', expect.any(ApiError))
    expect(console.error).not.toHaveBeenCalled()
    expect(cachedFleet()).toBeUndefined()
  })

  it('logs an error for a failure that is not a response (a bug), and goes on', async () => {
    state.getVehicles.mockRejectedValue(new RangeError('Invalid time value'))
    await expect(startOnce()).resolves.toBeUndefined()
    expect(console.error).toHaveBeenCalledWith(
      'Could not load the vehicles',
      expect.any(RangeError),
    )
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

  it('keeps the token when the server could not be reached, and warns of it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    api.token = 'abc'
    state.loadCurrentUser.mockRejectedValue(new ApiError('offline', 0))
    await startOnce()
    expect(state.signOut).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('Could not load the signed-in user', expect.any(ApiError))
    expect(console.error).not.toHaveBeenCalled()
  })

  it('warns, without an error, of a fleet the dropped connection kept away', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    state.getVehicles.mockRejectedValue(new ApiError('offline', 0))
    await expect(startOnce()).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Could not load the vehicles', expect.any(ApiError))
    expect(console.error).not.toHaveBeenCalled()
  })

  it('runs once however often it is asked', async () => {
    expect(startupState.sessionReady).toBe(false)
    await Promise.all([startOnce(), startOnce()])
    expect(state.getVehicles).toHaveBeenCalledOnce()
    expect(startupState.sessionReady).toBe(true)
  })

  it('knows the visitor before the vehicles arrive, and at once without a token', async () => {
    let arrive = () => {}
    state.getVehicles.mockReturnValue(new Promise((resolve) => (arrive = () => resolve(FLEET))))
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
    let respond = (_: unknown) => {}
    state.loadCurrentUser.mockReturnValue(new Promise((resolve) => (respond = resolve)))
    const done = startOnce()
    await Promise.resolve()
    expect(startupState.sessionReady).toBe(false)
    respond({})
    await done
    expect(startupState.sessionReady).toBe(true)
  })
})
