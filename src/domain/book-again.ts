// "Book again": a past reservation's places carried to its car's page in the address, where
// the booking form starts with them (dates are left to choose). Both sides read these names.

const PICK_UP = 'pickUp'
const DROP_OFF = 'dropOff'
/** A place is at most 50 characters (production's column). */
const PLACE_MAX = 50

export interface BookAgainPlaces {
  pickUpLocation: string
  dropOfLocation: string
}

/** The car page's address with the places of an earlier trip. */
export function bookAgainHref(carId: number, places: BookAgainPlaces): string {
  const query = new URLSearchParams({
    [PICK_UP]: places.pickUpLocation,
    [DROP_OFF]: places.dropOfLocation,
  })
  return `/vehicles/${carId}?${query}`
}

/** The places an address carries, or null when it carries none. */
export function bookAgainPlaces(search: string): BookAgainPlaces | null {
  const query = new URLSearchParams(search)
  const pickUp = query.get(PICK_UP)
  const dropOff = query.get(DROP_OFF)
  if (pickUp === null && dropOff === null) return null
  const place = (text: string | null) => [...(text ?? '').trim()].slice(0, PLACE_MAX).join('')
  return { pickUpLocation: place(pickUp), dropOfLocation: place(dropOff) }
}
