import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/app-api'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { useInvalidate } from '../common/use-invalidate'
import { toVehicleInput, type VehicleFormValues } from './vehicle-schemas'

/** A newly chosen picture is uploaded first; its id (or the kept one) goes with the fields. */
async function pictureId(values: VehicleFormValues): Promise<string> {
  if (values.image) return api.uploadImage(values.image, values.image.name)
  return values.imageId
}

/**
 * The administrator's changes to the fleet: create (upload, then POST /car/admin/{imageId}/add),
 * update (upload when replaced, then PUT /car/admin/auth) and delete. Each invalidates the
 * fleet's queries, so the public pages and the admin list follow at once.
 */
export function useVehicleMutations() {
  const invalidate = useInvalidate()
  const create = useMutation({
    mutationFn: async (values: VehicleFormValues) =>
      api.createVehicle(await pictureId(values), toVehicleInput(values)),
    onSuccess: () => invalidate(vehicleQueries.key),
  })
  const update = useMutation({
    mutationFn: async ({ id, values }: { id: number; values: VehicleFormValues }) =>
      api.updateVehicle(id, await pictureId(values), toVehicleInput(values)),
    onSuccess: () => invalidate(vehicleQueries.key),
  })
  const remove = useMutation({
    mutationFn: (id: number) => api.deleteVehicle(id),
    onSuccess: (_, id) => invalidate(vehicleQueries.key, vehicleQueries.detail(id).queryKey),
  })
  return { create, update, remove }
}
