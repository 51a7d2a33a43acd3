import { setupServer } from 'msw/node'
import { API_BASE_PATH } from '../src/domain/api-base'
import { ANY_ORIGIN_BASE, createHandlers } from './handlers/index'
import { type SeedOptions, seedDatabase } from './seed'

export const MOCK_API_URL = `http://localhost${API_BASE_PATH}`

/** MSW in Node for unit tests: `server.listen()` in beforeAll, `server.close()` in afterAll. */
export const server = setupServer(...createHandlers(ANY_ORIGIN_BASE))

export function listen(): void {
  server.listen({ onUnhandledRequest: 'error' })
}

/** A fresh database from the seed, e.g. in beforeEach; `now` defaults to the current time. */
export async function resetMockDb(options: SeedOptions = {}): Promise<void> {
  await seedDatabase(options)
}
