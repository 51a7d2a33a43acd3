import { Route, Switch } from 'wouter'
import { AboutPage } from '../features/about/about-page'
import { ProfilePage } from '../features/account/profile-page'
import { ReservationDetailsPage } from '../features/account/reservation-details-page'
import { ReservationsPage } from '../features/account/reservations-page'
import { AuthPage } from '../features/auth/auth-page'
import { ContactPage } from '../features/contact/contact-page'
import { HomePage } from '../features/home/home-page'
import { VehicleDetailsPage } from '../features/vehicles/vehicle-details-page'
import { VehiclesPage } from '../features/vehicles/vehicles-page'
import { AdminRoutes } from './admin-routes'
import { RequireUser } from './guards'
import { PublicLayout } from './layouts/public-layout'
import { NotFoundPage } from './pages/not-found-page'
import { UnauthorizedPage } from './pages/unauthorized-page'
import { VehicleNotFoundPage } from './pages/vehicle-not-found-page'
import { titled } from './titled'

const Home = titled(null, HomePage)
const About = titled('About Us', AboutPage)
const Contact = titled('Contact', ContactPage)
const Auth = titled('Login or Register', AuthPage)
const Vehicles = titled('Our Cars', VehiclesPage)
const VehicleDetails = titled('Car Details', VehicleDetailsPage)
const Unauthorized = titled('Unauthorized', UnauthorizedPage)
const VehicleNotFound = titled('Car Not Found', VehicleNotFoundPage)
const NotFound = titled('Not Found', NotFoundPage)
const Profile = titled('Profile', ProfilePage)
const Reservations = titled('My Reservations', ReservationsPage)
const ReservationDetails = titled('Reservation Details', ReservationDetailsPage)

/** SPEC.md section 2: /auth stands alone, /admin has its own layout, the rest share one. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/auth" component={Auth} />
      <Route path="/admin/*?" component={AdminRoutes} />
      <Route>
        <PublicLayout>
          <PublicRoutes />
        </PublicLayout>
      </Route>
    </Switch>
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
