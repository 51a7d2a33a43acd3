/**
 * Every call of docs/api.md (method and path, with {id} and {imageId} for the path's ids): the one
 * list the authorization matrix must cover and the fuzzing draws from.
 */
export const API_CALLS: ReadonlyArray<readonly [method: string, path: string]> = [
  ['POST', '/login'],
  ['POST', '/register'],
  ['GET', '/user'],
  ['PUT', '/user'],
  ['PATCH', '/user/auth'],
  ['GET', '/car/visitors/all'],
  ['GET', '/car/visitors/{id}'],
  ['GET', '/files/display/{imageId}'],
  ['POST', '/files/upload'],
  ['GET', '/reservations/auth'],
  ['POST', '/reservations/add'],
  ['GET', '/reservations/auth/all'],
  ['GET', '/reservations/{id}/auth'],
  ['GET', '/reservations/admin/all'],
  ['GET', '/reservations/{id}/admin'],
  ['PUT', '/reservations/admin/auth'],
  ['DELETE', '/reservations/admin/{id}/auth'],
  ['GET', '/user/auth/all'],
  ['GET', '/user/{id}/auth'],
  ['POST', '/add'],
  ['PUT', '/user/{id}/auth'],
  ['DELETE', '/user/{id}/auth'],
  ['POST', '/car/admin/{imageId}/add'],
  ['PUT', '/car/admin/auth'],
  ['DELETE', '/car/admin/{id}/auth'],
  ['GET', '/excel/download/users'],
  ['GET', '/excel/download/cars'],
  ['GET', '/excel/download/reservations'],
]
