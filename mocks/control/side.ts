/**
 * Says which side answered a call that was routed away from the twin alone: `real` (the
 * upstream), `twin-fallback` (the upstream could not answer, the twin did) or `failure` (a
 * failure on demand). Absent: the twin.
 */
export const SIDE_HEADER = 'x-mock-side'
export type AnsweredBy = 'twin' | 'real' | 'twin-fallback' | 'failure'

export const answeredBy = (response: Response | undefined): AnsweredBy => {
  const side = response?.headers.get(SIDE_HEADER)
  return side === 'real' || side === 'twin-fallback' || side === 'failure' ? side : 'twin'
}
