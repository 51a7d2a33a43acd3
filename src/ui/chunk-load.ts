import { type ComponentType, lazy } from 'react'
import { isOffline } from '../domain/connection'

/** Part of the site's code could not be downloaded (mostly: the connection dropped). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  constructor(cause: unknown) {
    super('Part of the site could not be downloaded.', { cause })
  }
}

/** The bundler's loaders reject with whatever the browser gave them (a stylesheet's failure is a bare Event): one error type, so error screens can tell a download failure apart. */
export const toChunkLoadError = (error: unknown): ChunkLoadError =>
  error instanceof ChunkLoadError ? error : new ChunkLoadError(error)

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError

export function lazyChunk<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() }
    } catch (error) {
      throw toChunkLoadError(error)
    }
  })
}

export function retryDownload(): boolean {
  if (isOffline()) return false
  window.location.reload()
  return true
}
