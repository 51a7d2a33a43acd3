import { HttpResponse } from 'msw'
import { MAX_UPLOAD_BYTES } from '../../src/domain/vehicle'
import { db } from '../db'
import { drawingSvg } from '../images'
import { base64ToBytes, bytesToBase64 } from '../rules/bytes'
import { pictureHeaders, sniffImageType } from '../rules/image-types'
import { HttpError, route } from './http'

export const fileRoutes = (base: string) => [
  // Production responds with 201 here; kept so that the mock behaves the same.
  route('get', `${base}/files/display/:imageId`, 'public', ({ params }) => {
    const image = db.images.findFirst((q) => q.where((r) => r.id === (params.imageId ?? '')))
    if (!image) throw new HttpError(404, `image with id ${params.imageId} not found`)
    const bytes =
      'drawing' in image
        ? new TextEncoder().encode(drawingSvg(image.drawing))
        : base64ToBytes(image.base64)
    return new HttpResponse(bytes, {
      status: 201,
      headers: pictureHeaders(image.contentType),
    })
  }),

  route('post', `${base}/files/upload`, 'Administrator', async ({ request }) => {
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      throw new HttpError(400, "Required request part 'file' is not present")
    }
    const file = form.get('file')
    if (!file || typeof file === 'string') {
      throw new HttpError(400, "Required request part 'file' is not present")
    }
    const name = 'name' in file && typeof file.name === 'string' ? file.name : 'file'
    // Mock rule (docs/api.md): production fails over 2 MB with a 500; the mock says why.
    if (file.size > MAX_UPLOAD_BYTES) {
      throw new HttpError(413, `The file ${name} is larger than 2 MB`)
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const contentType = sniffImageType(bytes)
    if (!contentType) {
      // Only pictures, whatever the name or declared type says: never a page served back.
      return HttpResponse.json({ message: `Could not upload the file: ${name}!` }, { status: 417 })
    }
    const id = crypto.randomUUID()
    await db.images.create({ id, name, contentType, base64: bytesToBase64(bytes) })
    return HttpResponse.json({ imageId: id })
  }),
]
