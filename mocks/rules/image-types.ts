/**
 * What a file really is, by its first bytes (the name and the declared type are the sender's
 * word): only these pictures are accepted as uploads.
 */
const SIGNATURES: Array<{ type: string; test: (b: Uint8Array) => boolean }> = [
  {
    type: 'image/png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    test: (b) => String.fromCharCode(...b.subarray(0, 6)).match(/^GIF8[79]a$/) !== null,
  },
  {
    type: 'image/webp',
    test: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
      String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  },
]

/** The picture type of these bytes, or null when they are no PNG, JPEG, GIF or WebP. */
export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null
}

/**
 * Headers of every picture response: the stored type, no sniffing, and a sandbox so that even a
 * picture that is a document (the seeded SVG drawings) cannot run script on this origin.
 */
export function pictureHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy':
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
  }
}
