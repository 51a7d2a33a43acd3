import { vehicleImagePath as imagePath } from '../domain/api-base'
import type { VehicleInput } from '../domain/vehicle'
import type { ApiClient } from './client'
import { response } from './response-schemas'
import { downloadSpreadsheet } from './spreadsheet'

export function vehiclesApi(client: ApiClient) {
  return {
    getVehicles() {
      return client.request('/car/visitors/all', { auth: false, schema: response('vehicles') })
    },

    getVehicle(id: number) {
      return client.request(`/car/visitors/${id}`, { auth: false, schema: response('vehicle') })
    },

    vehicleImageUrl(imageId: string): string {
      return client.url(imagePath(imageId))
    },

    async getImage(imageId: string): Promise<Blob> {
      return (await client.request(imagePath(imageId), {
        auth: false,
        responseType: 'blob',
      })) as Blob
    },

    /** POST /files/upload (admin): multipart field `file`; returns the new image id. */
    async uploadImage(file: Blob, fileName = 'image'): Promise<string> {
      const form = new FormData()
      form.append('file', file, file instanceof File ? file.name : fileName)
      const result = await client.request('/files/upload', {
        method: 'POST',
        body: form,
        schema: response('upload'),
      })
      return result.imageId
    },

    async createVehicle(imageId: string, input: VehicleInput): Promise<void> {
      await client.request(`/car/admin/${encodeURIComponent(imageId)}/add`, {
        method: 'POST',
        body: input,
      })
    },

    async updateVehicle(id: number, imageId: string, input: VehicleInput): Promise<void> {
      await client.request('/car/admin/auth', {
        method: 'PUT',
        query: { id, imageId },
        body: input,
      })
    },

    async deleteVehicle(id: number): Promise<void> {
      await client.request(`/car/admin/${id}/auth`, { method: 'DELETE' })
    },

    downloadVehicles(): Promise<Blob> {
      return downloadSpreadsheet(client, '/excel/download/cars', 'vehicles.xlsx')
    },
  }
}
