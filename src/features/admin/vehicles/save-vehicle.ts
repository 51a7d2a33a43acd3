import { api } from '../../../api/app-api'
import { loadVehicles } from '../../../state/vehicles'
import { toVehicleInput, type VehicleFormValues } from './vehicle-schemas'

/** A newly chosen picture is uploaded first; its id (or the kept one) goes with the fields. */
async function pictureId(values: VehicleFormValues): Promise<string> {
  if (values.image) return api.uploadImage(values.image, values.image.name)
  return values.imageId
}

/** Create: upload, then POST /car/admin/{imageId}/add; the public pages follow at once. */
export async function createVehicle(values: VehicleFormValues): Promise<void> {
  const input = toVehicleInput(values)
  await api.createVehicle(await pictureId(values), input)
  void loadVehicles()
}

/** Update: upload when replaced, then PUT /car/admin/auth; the public pages follow at once. */
export async function updateVehicle(id: number, values: VehicleFormValues): Promise<void> {
  const input = toVehicleInput(values)
  await api.updateVehicle(id, await pictureId(values), input)
  void loadVehicles()
}

/** Delete, and the public pages follow at once. */
export async function deleteVehicle(id: number): Promise<void> {
  await api.deleteVehicle(id)
  void loadVehicles()
}
