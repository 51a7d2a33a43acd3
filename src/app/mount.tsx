import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { isChunkLoadError } from '../ui/chunk-load'

/** Renders `app` into `root`: React DOM comes in this chunk (see main.tsx). */
export function mount(root: HTMLElement, app: ReactNode): void {
  createRoot(root, {
    // A download that failed offline is shown by the boundary that caught it, not an error.
    onCaughtError: (error) => {
      if (!isChunkLoadError(error)) console.error(error)
    },
  }).render(<StrictMode>{app}</StrictMode>)
}
