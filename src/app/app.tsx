import { Notifications } from '../ui/notify'
import { LoadingScreen } from './loading-screen'
import { AppRoutes } from './routes'
import { useStartup } from './startup'

/** The root: the start-up loads behind a loading screen, then the routes. */
export function App() {
  const ready = useStartup()
  return (
    <>
      {ready ? <AppRoutes /> : <LoadingScreen />}
      <Notifications />
    </>
  )
}
