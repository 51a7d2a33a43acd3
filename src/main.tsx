// The styles of a car's page and of the list come first, in the first stylesheet: a live build's 200.html paints those pages before any script runs (app/first-screen).
import './features/vehicles/vehicle-details-page.css'
import './features/vehicles/vehicles-page.css'
import '@fontsource-variable/manrope'
import './ui/theme/theme.css'
import { App } from './app/app'
import { startUp } from './app/startup'

// React DOM is a chunk of its own: the start-up's requests (src/app/startup.ts) go out while it downloads and runs, and it mounts the app when the start-up says so.
startUp(async () => {
  const { mount } = await import('./app/mount')
  return (root) => mount(root, <App />)
}).catch((error: unknown) => console.error('The app could not start', error))
