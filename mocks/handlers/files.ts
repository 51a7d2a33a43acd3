import { HttpResponse } from 'msw'
import { MAX_UPLOAD_BYTES } from '../../src/domain/vehicle'
import { db, type StoredImage } from '../db'
import { drawingSvg } from '../images'
import { base64ToBytes, bytesToBase64 } from '../rules/bytes'
import { pictureHeaders } from '../rules/image-types'
import { HttpError, route } from './http'

/** The file's bytes: an upload's as stored, a seeded picture drawn when asked for. */
const bytesOf = (file: StoredImage): Uint8Array<ArrayBuffer> =>
  'drawing' in file
    ? new TextEncoder().encode(drawingSvg(file.drawing))
    : base64ToBytes(file.base64)

function findFile(id: string): StoredImage {
  const file = db.images.findFirst((q) => q.where((r) => r.id === id))
  // Production's findById(id).get() fails here (a 500, "No value present"); the twin: 404.
  if (!file) throw new HttpError(404, `image with id ${id} not found`)
  return file
}

/** A header value as Tomcat writes one: characters beyond Latin-1 cannot be sent as they are. */
const latin1 = (text: string) => [...text].map((c) => (c.charCodeAt(0) > 0xff ? '?' : c)).join('')

export const fileRoutes = (base: string) => [
  // Production answers 201 with every picture labelled PNG; the seed's drawings are SVG, which a browser shows only when labelled so.
  route('get', `${base}/files/display/:imageId`, 'public', ({ params }) => {
    const file = findFile(params.imageId ?? '')
    const type = 'drawing' in file ? file.contentType : 'image/png'
    return new HttpResponse(bytesOf(file), { status: 201, headers: pictureHeaders(type) })
  }),

  // FileController.getFile: any stored file as an attachment, for anyone.
  route('get', `${base}/files/download/:id`, 'public', ({ params }) => {
    const file = findFile(params.id ?? '')
    return new HttpResponse(bytesOf(file), {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': latin1(`attachment; filename=${file.name}`),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "sandbox; default-src 'none'",
      },
    })
  }),

  // FileController.getAllFiles: every stored file, its address built on this server's context path under /files/ (a path production itself does not serve).
  route('get', `${base}/files`, 'Administrator', ({ url }) => {
    const context = url.pathname.replace(/\/files\/?$/, '')
    return HttpResponse.json(
      db.images.all().map((file) => ({
        name: file.name,
        url: `${url.origin}${context}/files/${file.id}`,
        type: file.contentType,
        size: bytesOf(file).length,
      })),
    )
  }),

  // FileDBService.store: production keeps any file under its cleaned name and declared type.
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
    // Production keeps StringUtils.cleanPath of the name, which for a browser's upload (a bare file name) is the name itself.
    const name = 'name' in file && typeof file.name === 'string' ? file.name : ''
    // Mock rule (docs/api.md): production fails over 2 MB with a 500; the mock says why.
    if (file.size > MAX_UPLOAD_BYTES) {
      throw new HttpError(413, `The file ${name} is larger than 2 MB`)
    }
    const contentType = file.type === '' ? null : file.type
    // The name and type columns hold 255 characters: production's save fails, and it answers so.
    if ([...name].length > 255 || [...(contentType ?? '')].length > 255) {
      return HttpResponse.json({ message: `Could not upload the file: ${name}!` }, { status: 417 })
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const id = crypto.randomUUID()
    await db.images.create({ id, name, contentType, base64: bytesToBase64(bytes) })
    return HttpResponse.json({ imageId: id })
  }),
]
