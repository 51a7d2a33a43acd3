import * as z from 'zod'
import { config } from '../config'
import { UploadResultSchema, type VehicleInput, VehicleSchema } from '../domain/vehicle'
import { request } from './client'
import { downloadSpreadsheet } from './spreadsheet'

/** GET /car/visitors/all: public, sent without authorization. */
export function getVehicles() {
  return request('/car/visitors/all', { auth: false, schema: z.array(VehicleSchema) })
}

/** GET /car/visitors/{id} */
export function getVehicle(id: number) {
  return request(`/car/visitors/${id}`, { auth: false, schema: VehicleSchema })
}

/** Address of GET /files/display/{imageId}, for an <img> element. */
export function vehicleImageUrl(imageId: string): string {
  return `${config.apiUrl}/files/display/${encodeURIComponent(imageId)}`
}

/** GET /files/display/{imageId} as a blob. */
export async function getImage(imageId: string): Promise<Blob> {
  return (await request(`/files/display/${encodeURIComponent(imageId)}`, {
    auth: false,
    responseType: 'blob',
  })) as Blob
}

/** POST /files/upload (admin): multipart field `file`; answers the new image id. */
export async function uploadImage(file: Blob, fileName = 'image'): Promise<string> {
  const form = new FormData()
  form.append('file', file, file instanceof File ? file.name : fileName)
  const result = await request('/files/upload', {
    method: 'POST',
    body: form,
    schema: UploadResultSchema,
  })
  return result.imageId
}

/** POST /car/admin/{imageId}/add (admin) */
export async function createVehicle(imageId: string, input: VehicleInput): Promise<void> {
  await request(`/car/admin/${encodeURIComponent(imageId)}/add`, { method: 'POST', body: input })
}

/** PUT /car/admin/auth?id&imageId (admin) */
export async function updateVehicle(
  id: number,
  imageId: string,
  input: VehicleInput,
): Promise<void> {
  await request('/car/admin/auth', { method: 'PUT', query: { id, imageId }, body: input })
}

/** DELETE /car/admin/{id}/auth (admin) */
export async function deleteVehicle(id: number): Promise<void> {
  await request(`/car/admin/${id}/auth`, { method: 'DELETE' })
}

/** GET /excel/download/cars (admin), saved as vehicles.xlsx */
export function downloadVehicles(): Promise<Blob> {
  return downloadSpreadsheet('/excel/download/cars', 'vehicles.xlsx')
}
