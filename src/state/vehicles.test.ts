import { snapshot, subscribe } from 'valtio'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testVehicle } from '../test/vehicle'

const api = vi.hoisted(() => ({ getVehicles: vi.fn<() => Promise<unknown[]>>() }))
vi.mock('../api/app-api', () => ({ api }))

const { loadVehicles, vehiclesStore } = await import('./vehicles')

describe('the fleet store', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps the loaded list itself, unwrapped, and tells its readers of each new one', async () => {
    const first = [testVehicle({ id: 1 }), testVehicle({ id: 2 })]
    const second = [testVehicle({ id: 3 })]
    const changes = vi.fn()
    const stop = subscribe(vehiclesStore, changes)

    api.getVehicles.mockResolvedValueOnce(first)
    await loadVehicles()
    // Not a proxy of each car (valtio's ref): readers get the very objects loaded.
    expect(vehiclesStore.vehicles).toBe(first)
    expect(snapshot(vehiclesStore).vehicles).toBe(first)
    expect(vehiclesStore.status).toBe('ready')
    await Promise.resolve()
    expect(changes).toHaveBeenCalled()

    changes.mockClear()
    api.getVehicles.mockResolvedValueOnce(second)
    await loadVehicles()
    await Promise.resolve()
    expect(changes).toHaveBeenCalled()
    expect(snapshot(vehiclesStore).vehicles).toBe(second)
    stop()
  })
})
