import { Notifications } from '../ui/notify'
import { LoadingScreen } from './loading-screen'
import { AppRoutes } from './routes'
import { ScrollToTop } from './scroll-to-top'
import { useStartup } from './startup'

/** The root: the start-up loads behind a loading screen, then the routes. */
export function App() {
  const ready = useStartup()
  return (
    <>
      <ScrollToTop />
      {ready ? <AppRoutes /> : <LoadingScreen />}
      <Notifications />
    </>
  )
}
