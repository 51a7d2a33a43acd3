import { useParams } from 'wouter'
import { parseId } from '../../../domain/route-id'

/** A record id from the route, e.g. /admin/users/:userId; NaN when it is not a whole number. */
export function useIdParam(name: string): number {
  return parseId(useParams<Record<string, string>>()[name])
}

/** Loads a record by id, refusing an id that is no number with a readable message. */
export function loadById<T>(id: number, what: string, load: (id: number) => Promise<T>) {
  // Marked as a 404: no retry can find it.
  if (Number.isNaN(id))
    return Promise.reject(
      Object.assign(new Error(`There is no ${what} at this address.`), { status: 404 }),
    )
  return load(id)
}
