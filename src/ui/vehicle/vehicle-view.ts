import type { Vehicle } from '../../domain/vehicle'

/** A vehicle as display components need it: accepts valtio snapshots (deeply readonly) too. */
export type VehicleView = Readonly<Omit<Vehicle, 'image'>> & { readonly image: readonly string[] }
