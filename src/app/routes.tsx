import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { HomePage } from '../features/home/home-page'
import { RequireUser } from './guards'
import { PublicLayout } from './layouts/public-layout'
import { lazyPage } from './lazy-page'
import { LoadingScreen } from './loading-screen'
import { titled } from './titled'
import { needsVehicles } from './with-vehicles'

// Home is in the first download; every other route is a chunk of its own.
// The pages that show cars wait for the fleet behind the loading screen; the others do not.
const Home = titled(null, needsVehicles(HomePage))
const About = titled(
  'About Us',
  lazyPage(() => import('../features/about/about-page'), 'AboutPage'),
)
const Contact = titled(
  'Contact',
  lazyPage(() => import('../features/contact/contact-page'), 'ContactPage'),
)
const Auth = titled(
  'Login or Register',
  lazyPage(() => import('../features/auth/auth-page'), 'AuthPage'),
)
const Vehicles = titled(
  'Our Cars',
  needsVehicles(lazyPage(() => import('../features/vehicles/vehicles-page'), 'VehiclesPage')),
)
const VehicleDetails = titled(
  'Car Details',
  needsVehicles(
    lazyPage(() => import('../features/vehicles/vehicle-details-page'), 'VehicleDetailsPage'),
  ),
)
const Unauthorized = titled(
  'Unauthorized',
  lazyPage(() => import('./pages/unauthorized-page'), 'UnauthorizedPage'),
)
const VehicleNotFound = titled(
  'Car Not Found',
  lazyPage(() => import('./pages/vehicle-not-found-page'), 'VehicleNotFoundPage'),
)
const NotFound = titled(
  'Not Found',
  lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage'),
)
const Profile = titled(
  'Profile',
  lazyPage(() => import('../features/account/profile-page'), 'ProfilePage'),
)
const Reservations = titled(
  'My Reservations',
  lazyPage(() => import('../features/account/reservations-page'), 'ReservationsPage'),
)
const ReservationDetails = titled(
  'Reservation Details',
  lazyPage(() => import('../features/account/reservation-details-page'), 'ReservationDetailsPage'),
)
const AdminRoutes = lazyPage(() => import('./admin-routes'), 'AdminRoutes')

/** SPEC.md section 2: /auth stands alone, /admin has its own layout, the rest share one. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        <Route path="/auth" component={Auth} />
        <Route path="/admin/*?" component={AdminRoutes} />
        <Route>
          <PublicLayout>
            <Suspense fallback={<LoadingScreen />}>
              <PublicRoutes />
            </Suspense>
          </PublicLayout>
        </Route>
      </Switch>
    </Suspense>
  )
}

function PublicRoutes() {
  return (
    <Switch>
      <Route path="/" component={Home} />
      <Route path="/about" component={About} />
      <Route path="/contact" component={Contact} />
      <Route path="/vehicles" component={Vehicles} />
      <Route path="/vehicles/:vehicleId" component={VehicleDetails} />
      <Route path="/unauthorized" component={Unauthorized} />
      <Route path="/vehicle-not-found" component={VehicleNotFound} />
      <Route path="/user">
        <RequireUser>
          <Profile />
        </RequireUser>
      </Route>
      <Route path="/user/reservations">
        <RequireUser>
          <Reservations />
        </RequireUser>
      </Route>
      <Route path="/user/reservations/:reservationId">
        <RequireUser>
          <ReservationDetails />
        </RequireUser>
      </Route>
      <Route component={NotFound} />
    </Switch>
  )
}
