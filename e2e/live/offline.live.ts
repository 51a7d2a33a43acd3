import { test } from '../fixtures'
import { LIVE_API_URL } from '../playwright.live.config'
import {
  bookingWhileOffline,
  contactWhileOffline,
  navigationWhileOffline,
  OFFLINE_LOGS,
  profileWhileOffline,
} from '../reliability/offline-steps'

// The live build with the browser's own offline switch: every request and every download
// fails as on a train in a tunnel. No page goes blank; forms keep what was typed.

test.beforeEach(({ pageErrors }) => pageErrors.allow(OFFLINE_LOGS))

test('contact: sending without a connection keeps the message and says why', async ({
  page,
  context,
}) => {
  await contactWhileOffline(page, context)
})

test('profile: an update sent offline keeps what was typed; online again it saves', async ({
  page,
  context,
}) => {
  await profileWhileOffline(page, context, LIVE_API_URL)
})

test('booking: Book Now offline keeps the trip and the card; online again it books', async ({
  page,
  context,
}) => {
  test.slow()
  // The live backend is shared by the whole run: a car and hours no other test books.
  await bookingWhileOffline(page, context, { api: LIVE_API_URL, carIndex: 13, daysAhead: 350 })
})

test('a page whose code is not in yet shows the retry screen offline, and Try again works online', async ({
  page,
  context,
}) => {
  await navigationWhileOffline(page, context)
})
