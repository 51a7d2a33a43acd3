/** Sessions last as long as production's JWTs. */
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000

/** An opaque bearer token: 32 random bytes, base64url. The client never decodes it. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** Reads `Authorization: Bearer <token>` exactly as production's AuthTokenFilter does. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  return header.trim() !== '' && header.startsWith('Bearer ') ? header.slice(7) : null
}
