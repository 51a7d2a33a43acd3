/**
 * `npm run test:contracts`, second step: the embedded backend (mocks/server.ts, on a free
 * port) verified against the pact files the consumer tests just wrote, once on the everyday
 * data and once on production-like data (what production allows and the seed never makes).
 * Each provider state starts from its scenario's data afresh.
 */

import { type DataScenarioName, seedDataScenario } from '../mocks/control/data-scenarios'
import { startMockServer } from '../mocks/server'
import { failed, verifyProvider } from './verify'

process.env.PACT_DO_NOT_TRACK ??= 'true'
const SCENARIOS: DataScenarioName[] = ['everyday', 'production-like']

for (const scenario of SCENARIOS) {
  const server = await startMockServer({ port: 0, log: false, scenario })
  const providerBaseUrl = server.url.replace(/\/car-rental\/api$/, '')
  try {
    await verifyProvider({ providerBaseUrl, reset: () => seedDataScenario(scenario) })
    console.log(
      `PASS: the embedded backend (${scenario}) honours every interaction of the contracts.`,
    )
  } catch (error) {
    console.error(
      `FAIL: the embedded backend (${scenario}) does not honour the contracts: ${failed(error)}`,
    )
    process.exitCode = 1
  } finally {
    await server.close()
  }
}
