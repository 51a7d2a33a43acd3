import { proxy, ref } from 'valtio'
import { api } from '../api/app-api'
import type { Vehicle } from '../domain/vehicle'

export interface VehiclesState {
  /**
   * The fleet as loaded, never changed in place (a load puts a new list): kept out of valtio's
   * proxies with `ref`, so 40 to 500 cars are not wrapped one by one, and snapshots hand out
   * this very list. A new list still notifies every reader.
   */
  vehicles: readonly Vehicle[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The server's message of the last failed load. */
  error: string | null
}

export const vehiclesStore = proxy<VehiclesState>({
  vehicles: ref([]),
  status: 'idle',
  error: null,
})

let latest = 0

/**
 * Loads every vehicle (GET /car/visitors/all). docs/product.md has failures only logged; the pages
 * that show cars also offer a retry. Only the newest of overlapping loads is kept.
 */
export async function loadVehicles(): Promise<void> {
  const call = ++latest
  vehiclesStore.status = 'loading'
  try {
    const vehicles = await api.getVehicles()
    if (call !== latest) return
    vehiclesStore.vehicles = ref(vehicles)
    vehiclesStore.status = 'ready'
    vehiclesStore.error = null
  } catch (error) {
    if (call !== latest) return
    vehiclesStore.status = 'error'
    vehiclesStore.error = error instanceof Error ? error.message : String(error)
    console.error('Could not load the vehicles', error)
  }
}
