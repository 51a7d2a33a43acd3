import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { isChunkLoadError } from '../ui/chunk-load'

export function mount(root: HTMLElement, app: ReactNode): void {
  createRoot(root, {
    onCaughtError: (error) => {
      if (!isChunkLoadError(error)) console.error(error)
    },
  }).render(<StrictMode>{app}</StrictMode>)
}
