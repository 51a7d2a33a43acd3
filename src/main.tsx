import '@fontsource-variable/manrope'
import './ui/theme/theme.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startUp } from './app/startup'
import { isChunkLoadError } from './ui/chunk-load'

/** Mounts the app once the start-up (src/app/startup.ts) says the first render may come. */
startUp((root) =>
  createRoot(root, {
    // A download that failed offline is shown by the boundary that caught it, not an error.
    onCaughtError: (error) => {
      if (!isChunkLoadError(error)) console.error(error)
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
).catch((error: unknown) => console.error('The app could not start', error))
