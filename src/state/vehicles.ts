import { proxy } from 'valtio'
import { getVehicles } from '../api/vehicles'
import type { Vehicle } from '../domain/vehicle'

export interface VehiclesState {
  vehicles: Vehicle[]
  status: 'idle' | 'loading' | 'ready' | 'error'
}

export const vehiclesStore = proxy<VehiclesState>({ vehicles: [], status: 'idle' })

/** Loads every vehicle (GET /car/visitors/all); failures are only logged, as SPEC.md says. */
export async function loadVehicles(): Promise<void> {
  vehiclesStore.status = 'loading'
  try {
    vehiclesStore.vehicles = await getVehicles()
    vehiclesStore.status = 'ready'
  } catch (error) {
    vehiclesStore.status = 'error'
    console.error('Could not load the vehicles', error)
  }
}
