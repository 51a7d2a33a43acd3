/**
 * Verifies a backend against the pact files in contracts/pacts/:
 *   npm run contracts:verify -- --provider-base-url http://localhost:8080 [--state-change-url URL]
 * Without a state-change URL the provider states of mocks/scenarios.ts are set up through the
 * backend's own API with the demo accounts (admin@autovia.test, customer@autovia.test), which
 * the backend must have. Prints a summary; exits non-zero when any interaction fails.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { Verifier, type VerifierOptions } from '@pact-foundation/pact'
import { createScenarios } from '../mocks/scenarios'
import { PACT_DIR, PROVIDER } from './pact'

export interface VerifyOptions {
  providerBaseUrl: string
  /** A URL of the backend's own that sets provider states (instead of ours). */
  stateChangeUrl?: string
  /** Puts the backend back to its seed before each state (the embedded backend). */
  reset?: () => Promise<void>
  providerVersion?: string
}

/** "2 of 40 interactions failed: a, b" from the Verifier's error. */
export function failed(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  try {
    const report = JSON.parse(text) as {
      errors?: Array<{ interaction: string }>
      interactionResults?: unknown[]
    }
    const names = (report.errors ?? []).map((e) =>
      e.interaction.replace(/^Verifying a pact between \S+ and \S+ /, ''),
    )
    return `${names.length} of ${report.interactionResults?.length ?? '?'} interactions failed:\n  - ${names.join('\n  - ')}`
  } catch {
    return text.slice(0, 2000)
  }
}

export function pactFiles(): string[] {
  return readdirSync(PACT_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(PACT_DIR, name))
}

/** Runs the Pact Verifier; resolves with its output, rejects when verification fails. */
export async function verifyProvider(options: VerifyOptions) {
  const scenarios = createScenarios({
    providerBaseUrl: options.providerBaseUrl,
    reset: options.reset,
  })
  const settings = {
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: pactFiles(),
    providerVersion: options.providerVersion ?? '0.0.0-local',
    logLevel: 'warn',
    ...(options.stateChangeUrl
      ? { stateChangeUrl: options.stateChangeUrl }
      : {
          stateHandlers: scenarios.stateHandlers,
          // The contracts carry an example token; the state's signed-in account's goes instead.
          requestFilter: (
            req: { headers: Record<string, string | string[] | undefined> },
            _res: unknown,
            next: () => void,
          ) => {
            if (req.headers.authorization && scenarios.session.token) {
              req.headers.authorization = `Bearer ${scenarios.session.token}`
            }
            next()
          },
        }),
  }
  return new Verifier(settings as unknown as VerifierOptions).verifyProvider()
}

async function main() {
  const { values } = parseArgs({
    options: {
      'provider-base-url': { type: 'string' },
      'state-change-url': { type: 'string' },
      'provider-version': { type: 'string' },
    },
  })
  const providerBaseUrl = values['provider-base-url']
  if (!providerBaseUrl) {
    console.error(
      'Usage: npm run contracts:verify -- --provider-base-url <url> [--state-change-url <url>]',
    )
    process.exit(2)
  }
  const files = pactFiles()
  console.log(`Verifying ${providerBaseUrl} against ${files.length} pact file(s) in ${PACT_DIR}`)
  try {
    await verifyProvider({
      providerBaseUrl,
      stateChangeUrl: values['state-change-url'],
      providerVersion: values['provider-version'],
    })
    console.log(`\nPASS: ${providerBaseUrl} honours every interaction of the contracts.`)
  } catch (error) {
    console.error(`\nFAIL: ${providerBaseUrl} does not honour the contracts: ${failed(error)}`)
    process.exit(1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.PACT_DO_NOT_TRACK ??= 'true'
  void main()
}
