import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { LoadingText } from '../ui/data/load-view'
import { RequireAdmin } from './guards'
import { AdminLayout } from './layouts/admin-layout'
import { lazyPage } from './lazy-page'
import { RouteErrorBoundary } from './route-error-boundary'
import { titled } from './titled'

// The admin area is a chunk of its own, and each of its pages another.
const Dashboard = titled(
  'Admin Dashboard',
  lazyPage(() => import('../features/admin/dashboard/admin-dashboard-page'), 'AdminDashboardPage'),
)
const ReservationList = titled(
  'Reservations · Admin',
  lazyPage(
    () => import('../features/admin/reservations/admin-reservations-page'),
    'AdminReservationsPage',
  ),
)
const ReservationEdit = titled(
  'Edit Reservation · Admin',
  lazyPage(
    () => import('../features/admin/reservations/admin-reservation-edit-page'),
    'AdminReservationEditPage',
  ),
)
const UserList = titled(
  'Users · Admin',
  lazyPage(() => import('../features/admin/users/admin-users-page'), 'AdminUsersPage'),
)
const UserNew = titled(
  'New User · Admin',
  lazyPage(() => import('../features/admin/users/admin-user-new-page'), 'AdminUserNewPage'),
)
const UserEdit = titled(
  'Edit User · Admin',
  lazyPage(() => import('../features/admin/users/admin-user-edit-page'), 'AdminUserEditPage'),
)
const VehicleList = titled(
  'Vehicles · Admin',
  lazyPage(() => import('../features/admin/vehicles/admin-vehicles-page'), 'AdminVehiclesPage'),
)
const VehicleNew = titled(
  'New Vehicle · Admin',
  lazyPage(
    () => import('../features/admin/vehicles/admin-vehicle-new-page'),
    'AdminVehicleNewPage',
  ),
)
const VehicleEdit = titled(
  'Edit Vehicle · Admin',
  lazyPage(
    () => import('../features/admin/vehicles/admin-vehicle-edit-page'),
    'AdminVehicleEditPage',
  ),
)
const NotFound = titled(
  'Not Found',
  lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage'),
)

/** Everything under /admin: admins only, inside the admin layout with its sidebar. */
export function AdminRoutes() {
  return (
    <RequireAdmin>
      <AdminLayout>
        {/* A page that fails leaves the admin sidebar in place. */}
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingText />}>
            <Switch>
              <Route path="/admin" component={Dashboard} />
              <Route path="/admin/reservations" component={ReservationList} />
              <Route path="/admin/reservations/:reservationId" component={ReservationEdit} />
              <Route path="/admin/users" component={UserList} />
              <Route path="/admin/users/new" component={UserNew} />
              <Route path="/admin/users/:userId" component={UserEdit} />
              <Route path="/admin/vehicles" component={VehicleList} />
              <Route path="/admin/vehicles/new" component={VehicleNew} />
              <Route path="/admin/vehicles/:vehicleId" component={VehicleEdit} />
              <Route component={NotFound} />
            </Switch>
          </Suspense>
        </RouteErrorBoundary>
      </AdminLayout>
    </RequireAdmin>
  )
}
