import { proxy } from 'valtio'
import { api } from '../api/app-api'
import type { Vehicle } from '../domain/vehicle'

export interface VehiclesState {
  vehicles: Vehicle[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The server's message of the last failed load. */
  error: string | null
}

export const vehiclesStore = proxy<VehiclesState>({ vehicles: [], status: 'idle', error: null })

let latest = 0

/**
 * Loads every vehicle (GET /car/visitors/all). SPEC.md has failures only logged; the pages
 * that show cars also offer a retry. Only the newest of overlapping loads is kept.
 */
export async function loadVehicles(): Promise<void> {
  const call = ++latest
  vehiclesStore.status = 'loading'
  try {
    const vehicles = await api.getVehicles()
    if (call !== latest) return
    vehiclesStore.vehicles = vehicles
    vehiclesStore.status = 'ready'
    vehiclesStore.error = null
  } catch (error) {
    if (call !== latest) return
    vehiclesStore.status = 'error'
    vehiclesStore.error = error instanceof Error ? error.message : String(error)
    console.error('Could not load the vehicles', error)
  }
}
