import { Route, Switch } from 'wouter'
import { AdminDashboardPage } from '../features/admin/dashboard/admin-dashboard-page'
import { AdminReservationEditPage } from '../features/admin/reservations/admin-reservation-edit-page'
import { AdminReservationsPage } from '../features/admin/reservations/admin-reservations-page'
import { AdminUserEditPage } from '../features/admin/users/admin-user-edit-page'
import { AdminUserNewPage } from '../features/admin/users/admin-user-new-page'
import { AdminUsersPage } from '../features/admin/users/admin-users-page'
import { AdminVehicleEditPage } from '../features/admin/vehicles/admin-vehicle-edit-page'
import { AdminVehicleNewPage } from '../features/admin/vehicles/admin-vehicle-new-page'
import { AdminVehiclesPage } from '../features/admin/vehicles/admin-vehicles-page'
import { RequireAdmin } from './guards'
import { AdminLayout } from './layouts/admin-layout'
import { NotFoundPage } from './pages/not-found-page'
import { titled } from './titled'

const Dashboard = titled('Admin Dashboard', AdminDashboardPage)
const ReservationList = titled('Reservations · Admin', AdminReservationsPage)
const ReservationEdit = titled('Edit Reservation · Admin', AdminReservationEditPage)
const UserList = titled('Users · Admin', AdminUsersPage)
const UserNew = titled('New User · Admin', AdminUserNewPage)
const UserEdit = titled('Edit User · Admin', AdminUserEditPage)
const VehicleList = titled('Vehicles · Admin', AdminVehiclesPage)
const VehicleNew = titled('New Vehicle · Admin', AdminVehicleNewPage)
const VehicleEdit = titled('Edit Vehicle · Admin', AdminVehicleEditPage)
const NotFound = titled('Not Found', NotFoundPage)

/** Everything under /admin: admins only, inside the admin layout with its sidebar. */
export function AdminRoutes() {
  return (
    <RequireAdmin>
      <AdminLayout>
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
      </AdminLayout>
    </RequireAdmin>
  )
}
