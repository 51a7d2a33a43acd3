/** What a file is by its first bytes, since a renamed file would otherwise be refused only by the server. */
const SIGNATURES: ReadonlyArray<(bytes: Uint8Array) => boolean> = [
  // PNG: \x89 P N G \r \n \x1a \n
  (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  // JPEG: FF D8 FF
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  // GIF87a or GIF89a
  (b) => ascii(b, 0, 4) === 'GIF8' && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61,
  // WebP: RIFF, a size, then WEBP
  (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
]

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to))
}

/** Whether the file's first bytes are those of a PNG, JPEG, GIF or WebP picture. */
export function isPictureBytes(bytes: Uint8Array): boolean {
  return SIGNATURES.some((matches) => matches(bytes))
}

const refused = new WeakSet<object>()

/** Reads the file's first bytes once, when it is chosen, and remembers a file that is no picture. */
export async function checkPictureBytes(file: Blob): Promise<void> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  if (!isPictureBytes(bytes)) refused.add(file)
}

/** Whether a chosen file turned out not to be a picture by its bytes. */
export const refusedByBytes = (file: object): boolean => refused.has(file)
