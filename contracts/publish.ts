/**
 * Publishes the pact files to a Pact Broker and asks can-i-deploy:
 *   PACT_BROKER_BASE_URL=https://broker.example PACT_BROKER_TOKEN=... npm run contracts:publish
 * The consumer version is the git commit, the branch the current git branch. Without the two
 * variables it says what it would do and stops (exit 0), so CI without a broker is not broken.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONSUMER, PACT_DIR } from './pact'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const version = process.env.GIT_COMMIT ?? git('rev-parse', '--short=12', 'HEAD')
const branch = process.env.GIT_BRANCH ?? git('rev-parse', '--abbrev-ref', 'HEAD')
const broker = process.env.PACT_BROKER_BASE_URL
const token = process.env.PACT_BROKER_TOKEN

if (!broker || !token) {
  console.log(
    `PACT_BROKER_BASE_URL and PACT_BROKER_TOKEN are not both set: nothing published.\n` +
      `Would publish ${PACT_DIR} as ${CONSUMER} ${version} (branch ${branch}).`,
  )
  process.exit(0)
}

// The broker's HTTP API: POST /contracts/publish, then GET /can-i-deploy.
const base = broker.replace(/\/+$/, '')
const headers = {
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  accept: 'application/hal+json, application/json',
}
const contracts = readdirSync(PACT_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const text = readFileSync(join(PACT_DIR, name), 'utf8')
    const pact = JSON.parse(text) as { consumer: { name: string }; provider: { name: string } }
    return {
      consumerName: pact.consumer.name,
      providerName: pact.provider.name,
      specification: 'pact',
      contentType: 'application/json',
      content: Buffer.from(text).toString('base64'),
    }
  })

const published = await fetch(`${base}/contracts/publish`, {
  method: 'POST',
  headers,
  body: JSON.stringify({
    pacticipantName: CONSUMER,
    pacticipantVersionNumber: version,
    branch,
    contracts,
  }),
})
if (!published.ok) {
  console.error(`Publishing failed: ${published.status} ${await published.text()}`)
  process.exit(1)
}
console.log(`Published ${contracts.length} pact(s) as ${CONSUMER} ${version} (branch ${branch}).`)

const environment = process.env.PACT_ENVIRONMENT ?? 'production'
const query = new URLSearchParams({ pacticipant: CONSUMER, version, environment })
const answer = await fetch(`${base}/can-i-deploy?${query}`, { headers })
const result = (await answer.json().catch(() => ({}))) as {
  summary?: { deployable?: boolean; reason?: string }
}
console.log(`can-i-deploy to ${environment}: ${result.summary?.reason ?? answer.status}`)
process.exit(result.summary?.deployable ? 0 : 1)
