import { QueryClientProvider } from '@tanstack/react-query'
import { Router } from 'wouter'
import { api } from '../api/app-api'
import { routerBase } from '../config'
import { Notifications } from '../ui/notify'
import { VehicleImageSource } from '../ui/vehicle/vehicle-image'
import { LoadingScreen } from './loading-screen'
import { queryClient } from './query-client'
import { RouteErrorBoundary } from './route-error-boundary'
import { AppRoutes } from './routes'
import { ScrollToTop } from './scroll-to-top'
import { SessionExpiry } from './session-expiry'
import { useStartup } from './startup'

export function App() {
  const ready = useStartup()
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={routerBase}>
        <VehicleImageSource value={api.vehicleImageUrl}>
          <ScrollToTop />
          <SessionExpiry />
          {ready ? (
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          ) : (
            <LoadingScreen />
          )}
          <Notifications />
        </VehicleImageSource>
      </Router>
    </QueryClientProvider>
  )
}
