import { test } from '../fixtures'
import {
  bookingWhileOffline,
  contactWhileOffline,
  navigationWhileOffline,
  OFFLINE_LOGS,
  profileWhileOffline,
} from './offline-steps'

// A connection that drops mid-visit (the browser's own offline switch): no page goes blank,
// every form keeps what was typed and says so once, and all works again once back online.

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
  await profileWhileOffline(page, context)
})

test('booking: Book Now offline keeps the trip and the card; online again it books', async ({
  page,
  context,
}) => {
  test.slow()
  await bookingWhileOffline(page, context)
})

test('a page whose code is not in yet shows the retry screen offline, and Try again works online', async ({
  page,
  context,
}) => {
  await navigationWhileOffline(page, context)
})
