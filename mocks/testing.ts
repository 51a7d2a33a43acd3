import { listen, MOCK_API_URL, resetMockDb, server } from './node'
import type { SeedOptions } from './seed'
import { createTestClient } from './test-client'

/** For a vitest file: the handlers on setupServer for the whole file and a fresh seed before every test. */
export function setupMockBackend(seed: SeedOptions = {}) {
  beforeAll(listen)
  beforeEach(() => resetMockDb(seed))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return createTestClient(MOCK_API_URL)
}
