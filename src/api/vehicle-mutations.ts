import { mutationOptions } from '@tanstack/react-query'
import type { VehicleInput } from '../domain/vehicle'
import { api } from './app-api'
import { invalidates } from './invalidate'
import { vehicleQueries } from './vehicle-queries'

/** A car as saved: its fields, and a newly chosen picture or the id of the one it keeps. */
export interface VehicleSave {
  input: VehicleInput
  picture: File | null
  imageId: string
}

/** A new picture is uploaded first; its id (or the kept one) goes with the fields. */
const pictureId = async ({ picture, imageId }: VehicleSave) =>
  picture ? api.uploadImage(picture, picture.name) : imageId

/** The administrator's changes to the fleet; each refreshes the fleet's queries. */
export const vehicleMutations = {
  create: () =>
    mutationOptions({
      mutationFn: async (save: VehicleSave) => api.createVehicle(await pictureId(save), save.input),
      onSuccess: invalidates(vehicleQueries.key),
    }),

  update: (id: number) =>
    mutationOptions({
      mutationFn: async (save: VehicleSave) =>
        api.updateVehicle(id, await pictureId(save), save.input),
      onSuccess: invalidates(vehicleQueries.key),
    }),

  remove: (id: number) =>
    mutationOptions({
      mutationFn: () => api.deleteVehicle(id),
      onSuccess: invalidates(vehicleQueries.key, vehicleQueries.detail(id).queryKey),
    }),
}
