import { loginAs, test } from '../fixtures'
import { bulkJourney } from './bulk-steps'

test('bulk: a shift-selected status change after its Undo time, a delete undone, a built-in user skipped', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'admin')
  await bulkJourney(page)
})
