import { expect, test } from '../fixtures'
import { LIVE_API_URL } from '../playwright.live.config'

// Production answers a body that fails its annotations with Spring's validation body; the
// form shows each field's message beside the field, never Spring's own message.
const SPRING_VALIDATION = {
  timestamp: '2026-11-22T10:15:30.000+00:00',
  status: 400,
  error: 'Bad Request',
  message: "Validation failed for object='user'. Error count: 2",
  errors: [
    {
      field: 'firstName',
      rejectedValue: 'Grace',
      defaultMessage: 'size must be between 0 and 15',
      objectName: 'user',
      code: 'Size',
      codes: ['Size.user.firstName', 'Size.firstName', 'Size.java.lang.String', 'Size'],
      arguments: [],
      bindingFailure: false,
    },
    {
      field: 'zipCode',
      rejectedValue: '10022',
      defaultMessage: 'Please enter your zip code',
      objectName: 'user',
      code: 'NotNull',
      codes: ['NotNull.user.zipCode', 'NotNull.zipCode', 'NotNull.java.lang.String', 'NotNull'],
      arguments: [],
      bindingFailure: false,
    },
  ],
  path: '/car-rental/api/register',
}

test("a refused registration shows the server's messages beside their fields", async ({ page }) => {
  await page.route(`${LIVE_API_URL}/register`, (route) =>
    route.fulfill({ status: 400, json: SPRING_VALIDATION }),
  )
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Register' })
  await form.getByLabel('First name').pressSequentially('Grace')
  await form.getByLabel('Last name').pressSequentially('Hopper')
  await form.getByLabel('Phone number').pressSequentially('2125550177')
  await form.getByLabel('Zip code').pressSequentially('10022')
  await form.getByLabel('Address').pressSequentially('1 Navy Way')
  await form.getByLabel('Email', { exact: true }).pressSequentially('grace@example.com')
  await form.getByLabel('Password', { exact: true }).pressSequentially('Journey#2026')
  await form.getByLabel('Confirm password', { exact: true }).pressSequentially('Journey#2026')
  await form.getByRole('button', { name: 'Register' }).click()

  await expect(
    page.getByText('Some fields need correcting: see the messages beside them.'),
  ).toBeVisible()
  const firstName = form.getByLabel('First name')
  await expect(firstName).toHaveAccessibleDescription(/size must be between 0 and 15/)
  await expect(form.getByLabel('Zip code')).toHaveAccessibleDescription(
    /Please enter your zip code/,
  )
  await expect(page.getByText(/Validation failed/)).toHaveCount(0)
  // What was typed stays; changing the field lets the form's own rules speak again.
  await expect(firstName).toHaveValue('Grace')
  await firstName.press('End')
  await firstName.pressSequentially('e')
  await expect(form.getByText('size must be between 0 and 15')).toHaveCount(0)
})
