import { useParams } from 'wouter'
import { parseId } from '../../../domain/route-id'

/** A record id from the route, e.g. /admin/users/:userId; NaN when it is not a whole number. */
export function useIdParam(name: string): number {
  return parseId(useParams<Record<string, string>>()[name])
}
