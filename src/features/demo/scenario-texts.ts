import { msg } from '../../i18n/msg'

/**
 * The embedded backend (mocks/control) names and describes its scenarios in English, outside
 * the catalogs' reach; marked here, they are in the demo's catalogs, and the panel and the bar
 * show them with t(label). A test (scripts/i18n.test.ts) keeps this list in step with the backend's.
 */
export const SCENARIO_TEXTS: readonly string[] = [
  msg('Everyday'),
  msg('The usual demo data: a fleet of cars, customers and their trips.'),
  msg('Busy weekend'),
  msg(
    'Three quarters of the fleet booked through the next two weekends: weekend bookings are refused.',
  ),
  msg('First day'),
  msg('A handful of cars and no reservations: every empty state of the app.'),
  msg('Large fleet'),
  msg('500 cars, 2,000 customers and 10,000 reservations: the admin tables at scale.'),
  msg('Production-like'),
  msg(
    'The demo data plus what production allows and the seed never makes: odd car text, no picture, no built-in flag, other phone formats, a Manager, a car booked twice.',
  ),
]
