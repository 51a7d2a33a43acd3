/** Each family in plain words, with the calls it covers. */
export const FAMILIES: Record<string, { label: string; covers: string }> = {
  auth: { label: 'Sign-in and registration', covers: 'Sign in, register, the signed-in user' },
  fleet: { label: 'Car lists and pictures', covers: 'The fleet, one car, car pictures' },
  booking: { label: 'Availability and booking', covers: 'Checking a car is free, booking it' },
  account: {
    label: 'My reservations and profile',
    covers: 'My Reservations, profile and password changes',
  },
  admin: { label: 'Administration', covers: 'Admin lists, saves and deletes' },
  uploads: { label: 'Picture uploads', covers: 'Uploading a car picture' },
  downloads: { label: 'Spreadsheet downloads', covers: 'Users, cars and reservations as Excel' },
}
