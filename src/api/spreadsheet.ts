import type { ApiClient } from './client'
import { saveBlob } from './download'

/** Fetches a spreadsheet of an /excel/download/... call (admin) and offers it as `fileName`. */
export async function downloadSpreadsheet(
  client: ApiClient,
  path: string,
  fileName: string,
): Promise<Blob> {
  const blob = (await client.request(path, { responseType: 'blob' })) as Blob
  saveBlob(blob, fileName)
  return blob
}
