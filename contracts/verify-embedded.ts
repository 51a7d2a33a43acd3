/**
 * `npm run test:contracts`, second step: the embedded backend (mocks/server.ts, on a free
 * port) verified against the pact files the consumer tests just wrote. Each provider state
 * starts from the seed.
 */

import { seedDatabase } from '../mocks/seed'
import { startMockServer } from '../mocks/server'
import { failed, verifyProvider } from './verify'

process.env.PACT_DO_NOT_TRACK ??= 'true'
const server = await startMockServer({ port: 0, log: false })
const providerBaseUrl = server.url.replace(/\/car-rental\/api$/, '')
try {
  await verifyProvider({ providerBaseUrl, reset: () => seedDatabase() })
  console.log('PASS: the embedded backend honours every interaction of the contracts.')
} catch (error) {
  console.error(`FAIL: the embedded backend does not honour the contracts: ${failed(error)}`)
  process.exitCode = 1
} finally {
  await server.close()
}
