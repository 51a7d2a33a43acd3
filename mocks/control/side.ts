/** Says which side answered a call routed away from the twin alone, so the log and the drift check can tell them apart; absent means the twin. */
export const SIDE_HEADER = 'x-mock-side'
export type AnsweredBy = 'twin' | 'real' | 'twin-fallback' | 'failure'

export const answeredBy = (response: Response | undefined): AnsweredBy => {
  const side = response?.headers.get(SIDE_HEADER)
  return side === 'real' || side === 'twin-fallback' || side === 'failure' ? side : 'twin'
}
