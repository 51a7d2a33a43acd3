import { msg } from '../i18n/msg'

/** Each page's name in the document title, marked with msg and shown through t, by its route's path in the route table; a route without one (the home page) has the site's default title. */
export const ROUTE_TITLES: Readonly<Record<string, string>> = {
  '/auth': msg('Login or Register'),
  '/about': msg('About Us'),
  '/contact': msg('Contact'),
  '/vehicles': msg('Our Cars'),
  '/vehicles/:vehicleId': msg('Car Details'),
  '/unauthorized': msg('Unauthorized'),
  '/vehicle-not-found': msg('Car Not Found'),
  '/user': msg('Profile'),
  '/user/reservations': msg('My Reservations'),
  '/user/reservations/:reservationId': msg('Reservation Details'),
  '/user/reservations/:reservationId/receipt': msg('Receipt'),
  '/admin': msg('Admin Dashboard'),
  '/admin/reservations': msg('Reservations · Admin'),
  '/admin/reservations/new': msg('New Reservation · Admin'),
  '/admin/reservations/:reservationId': msg('Edit Reservation · Admin'),
  '/admin/timeline': msg('Fleet Timeline · Admin'),
  '/admin/users': msg('Users · Admin'),
  '/admin/users/new': msg('New User · Admin'),
  '/admin/users/:userId': msg('Edit User · Admin'),
  '/admin/vehicles': msg('Vehicles · Admin'),
  '/admin/vehicles/new': msg('New Vehicle · Admin'),
  '/admin/vehicles/:vehicleId': msg('Edit Vehicle · Admin'),
}

export const NOT_FOUND_TITLE = msg('Not Found')
