import { twinOverHttp } from './twin'

const twin = twinOverHttp()

async function upload(admin: string, bytes: Uint8Array<ArrayBuffer>, type: string, name: string) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  return twin.call('/files/upload', { method: 'POST', token: admin, body: form })
}

describe('controller/FileController.java', () => {
  it('keeps any file an administrator uploads, under its name and declared type', async () => {
    const admin = await twin.admin()
    const text = new TextEncoder().encode('hello, fleet')
    const res = await upload(admin, text, 'text/plain', 'notes.txt')
    expect(res.status).toBe(200)
    const files = (await twin.call('/files', { token: admin })).body as Array<
      Record<string, unknown>
    >
    expect(files.at(-1)).toEqual({
      name: 'notes.txt',
      url: `${twin.url()}/files/${res.body.imageId}`,
      type: 'text/plain',
      size: text.length,
    })
    // Every stored file is listed, the seed's drawings first.
    const fleet = (await twin.call('/car/visitors/all')).body as Array<{ image: string[] }>
    expect(files).toHaveLength(fleet.length + 1)
    expect(files[0]).toMatchObject({ type: 'image/svg+xml' })
  })

  it('GET /files/download/{id}: the bytes as an attachment named as stored, for anyone', async () => {
    const admin = await twin.admin()
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3])
    const { imageId } = (await upload(admin, bytes, 'image/png', 'side view.png')).body
    const res = await fetch(`${twin.url()}/files/download/${imageId}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=side view.png')
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([...bytes])
    const unknown = await fetch(`${twin.url()}/files/download/nope`)
    // Production fails here (a 500, No value present); the twin answers 404 with a message.
    expect(unknown.status).toBe(404)
  })

  it('answers 417 in its own shape when the name does not fit the column', async () => {
    const admin = await twin.admin()
    const name = `${'n'.repeat(252)}.png`
    const res = await upload(admin, new Uint8Array([1]), 'image/png', name)
    expect([res.status, res.body]).toEqual([
      417,
      { message: `Could not upload the file: ${name}!` },
    ])
  })
})
