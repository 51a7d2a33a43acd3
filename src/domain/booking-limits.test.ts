import { describe, expect, it } from 'vitest'
import {
  BOOKING_MONTHS_AHEAD,
  DROP_OFF_HINT,
  PICK_UP_HINT,
  RENTAL_MAX_DAYS,
  TOO_FAR_AHEAD_MESSAGE,
  TOO_LONG_MESSAGE,
} from './booking-limits'
import { PASSWORD_MAX_LENGTH } from './user'
import { passwordField } from './user-forms'

// The messages spell the limits out (a message is a literal); they must say the limits the rules apply.
describe('the limits as the messages say them', () => {
  it('name the months ahead and the days of a rental', () => {
    expect(TOO_FAR_AHEAD_MESSAGE).toBe(
      `A booking can start at most ${BOOKING_MONTHS_AHEAD} months ahead`,
    )
    expect(PICK_UP_HINT).toBe(`From today to ${BOOKING_MONTHS_AHEAD} months ahead`)
    expect(TOO_LONG_MESSAGE).toBe(`A rental lasts at most ${RENTAL_MAX_DAYS} days`)
    expect(DROP_OFF_HINT).toBe(`Up to ${RENTAL_MAX_DAYS} days after the pick up`)
  })

  it("name the password's longest length", () => {
    const result = passwordField('Required').safeParse(`Aa1!${'a'.repeat(PASSWORD_MAX_LENGTH)}`)
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    )
  })
})
