/** Headers of every picture response: no sniffing, and a sandbox so a picture that is a document cannot run script. */
export function pictureHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy':
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
  }
}
