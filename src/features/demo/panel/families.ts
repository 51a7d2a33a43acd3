import { msg } from '../../../i18n/msg'

/** Each family in plain words, with the calls it covers (shown with t). */
export const FAMILIES: Record<string, { label: string; covers: string }> = {
  auth: {
    label: msg('Sign-in and registration'),
    covers: msg('Sign in, register, the signed-in user'),
  },
  fleet: { label: msg('Car lists and pictures'), covers: msg('The fleet, one car, car pictures') },
  booking: {
    label: msg('Availability and booking'),
    covers: msg('Checking a car is free, booking it'),
  },
  account: {
    label: msg('My reservations and profile'),
    covers: msg('My Reservations, profile and password changes'),
  },
  admin: { label: msg('Administration'), covers: msg('Admin lists, saves and deletes') },
  uploads: { label: msg('Picture uploads'), covers: msg('Uploading a car picture') },
  downloads: {
    label: msg('Spreadsheet downloads'),
    covers: msg('Users, cars and reservations as Excel'),
  },
}
