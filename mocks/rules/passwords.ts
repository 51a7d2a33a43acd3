import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts'

/** Password hashing with WebCrypto (browser and Node 20 alike): PBKDF2-SHA-256 with a random salt. */
const ITERATIONS = 100_000
const encoder = new TextEncoder()

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

const fromHex = (hex: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array((hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)))

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  )
  return toHex(new Uint8Array(bits))
}

export async function hashPassword(
  password: string,
  salt: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(16)),
): Promise<string> {
  return `pbkdf2$${ITERATIONS}$${toHex(salt)}$${await derive(password, salt, ITERATIONS)}`
}

// Successful checks are remembered for the life of the page or process: a mock's logins (and a test suite's hundreds of them) should not each spend a PBKDF2 run.
const verified = new Set<string>()

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const memoKey = `${stored}\u0000${password}`
  if (verified.has(memoKey)) return true
  const [scheme, iterations, salt, hash] = stored.split('$')
  if (scheme !== 'pbkdf2' || !iterations || !salt || !hash) return false
  const ok = (await derive(password, fromHex(salt), Number(iterations))) === hash
  if (ok) verified.add(memoKey)
  return ok
}

/** Precomputed hashes of the demo passwords, so that seeding costs no PBKDF2 at all. */
export const ADMIN_PASSWORD = DEMO_ACCOUNTS.admin.password
export const CUSTOMER_PASSWORD = DEMO_ACCOUNTS.customer.password
export const ADMIN_PASSWORD_HASH =
  'pbkdf2$100000$90f3b960b2d354382e0c0fec5d460bc8$86a111bb33440ad75a892f37e384666d3e6a785709d53b5541dbf4d2b86ee9fb'
export const CUSTOMER_PASSWORD_HASH =
  'pbkdf2$100000$19a0bb04df3c037eff382330054fe101$7a294b575e35bf67373640eff2ef6d5f552d8c1675e4dfebf50478c878e31b51'
