import { setupWorker } from 'msw/browser'
export async function startMockBackend(): Promise<void> {
  await setupWorker().start()
}
