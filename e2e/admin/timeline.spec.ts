import { loginAs, test } from '../fixtures'
import { timelineJourney } from './timeline-steps'

test('the fleet timeline: keyboard moves checked before saving, a drag undone then saved', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'admin')
  await timelineJourney(page)
})
