/** The context path every backend address ends in (docs/api.md, "Base address and conventions"). */
export const API_BASE_PATH = '/car-rental/api'

/** The path of GET /files/display/{imageId} under the API's address (docs/api.md). */
export const vehicleImagePath = (imageId: string): string =>
  `/files/display/${encodeURIComponent(imageId)}`
