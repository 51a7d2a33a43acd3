/**
 * Keeps the contracts whole: every call of src/api has an interaction in the pact, and every
 * interaction's path is one the embedded backend serves.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type RunningMockServer, startMockServer } from '../mocks/server'
import { createTestClient } from '../mocks/test-client'
import { createApi } from '../src/api/api'
import { createApiClient } from '../src/api/client'

const PACT_DIR = join(import.meta.dirname, 'pacts')

interface Interaction {
  description: string
  request: { method: string; path: string; query?: Record<string, string[]> }
}

const interactions: Interaction[] = readdirSync(PACT_DIR)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => JSON.parse(readFileSync(join(PACT_DIR, name), 'utf8')).interactions)

/** Functions of the API object that make no request of their own. */
const NOT_CALLS: Record<string, string> = {
  vehicleImageUrl: 'builds the address of GET /files/display/{id}, which getImage covers',
}

describe('the contracts', () => {
  it('hold an interaction for every function in src/api', () => {
    const api = createApi(createApiClient({ baseUrl: 'http://contracts.test/car-rental/api' }))
    const functions = Object.keys(api).filter(
      (key) => typeof api[key as keyof typeof api] === 'function' && !(key in NOT_CALLS),
    )
    expect(functions.length).toBeGreaterThanOrEqual(27)
    const covered = new Set(interactions.map((i) => i.description.split(':')[0]))
    expect(functions.filter((name) => !covered.has(name))).toEqual([])
  })

  describe('against the embedded backend', () => {
    let server: RunningMockServer
    beforeAll(async () => {
      server = await startMockServer({ port: 0, log: false })
    })
    afterAll(() => server.close())

    it('name only paths it serves', async () => {
      const root = server.url.replace(/\/car-rental\/api$/, '')
      // Signed in: an anonymous call to an unknown path is a 401, as in production.
      const token = await createTestClient(server.url).loginAdmin()
      const unserved: string[] = []
      for (const { request, description } of interactions) {
        const query = new URLSearchParams(
          Object.entries(request.query ?? {}).map(([key, values]) => [key, values[0] ?? '']),
        )
        const response = await fetch(`${root}${request.path}?${query}`, {
          method: request.method,
          headers: { Authorization: `Bearer ${token}` },
        })
        const body = (await response.text()).slice(0, 300)
        if (response.status === 404 && body.includes('No endpoint')) unserved.push(description)
      }
      expect(interactions.length).toBeGreaterThan(40)
      expect(unserved).toEqual([])
    })
  })
})
