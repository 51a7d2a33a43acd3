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
