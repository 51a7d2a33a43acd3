import { seriousViolations } from '../a11y'
import { expect, test } from '../fixtures'

test('the contact form asks for every field, then sends and clears itself', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Send Message' })
  const send = form.getByRole('button', { name: 'Send Message' })
  await send.click()
  await expect(form.getByText('Please enter your full name')).toBeVisible()
  await expect(form.getByText('Please enter your email')).toBeVisible()
  await expect(form.getByText('Please enter your message')).toBeVisible()
  await expect(form.getByLabel('Full name', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )

  await form.getByLabel('Full name', { exact: true }).fill('Ada Lovelace')
  await form.getByLabel('Email', { exact: true }).fill('ada@example.com')
  await form.getByLabel('Message', { exact: true }).fill('Do you rent convertibles for a weekend?')
  await send.click()
  await expect(send).toBeDisabled()
  await expect(page.getByText('Your message sent successfully')).toBeVisible()
  await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('')
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('')
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('')
  await expect(send).toBeEnabled()
})

test('the contact page shows a drawn map of the address, with no third-party frame', async ({
  page,
}) => {
  // The demo works offline: nothing may be fetched from the map's host.
  const mapHost: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('openstreetmap.org')) mapHost.push(request.url())
  })
  await page.goto('/contact')
  const map = page.getByRole('img', { name: /^Map of .+: .+/ })
  await expect(map).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  const link = page.getByRole('link', { name: /Open in OpenStreetMap/ })
  await expect(link).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=-?[\d.]+&mlon=-?[\d.]+#map=17\//,
  )
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  expect(mapHost).toEqual([])
})

test('the contact page lists the contact details', async ({ page }) => {
  await page.goto('/contact')
  const info = page.getByRole('region', { name: 'Contact Info' })
  await expect(info.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(info.getByRole('link', { name: /^\+?[\d ()-]+$/ })).toHaveCount(2)
})

test('/contact has no serious accessibility violation, errors shown or not', async ({ page }) => {
  // Several pages, forms and axe runs: more than the default budget on a busy machine.
  test.slow()
  await page.goto('/contact')
  await expect(page.getByRole('form', { name: 'Send Message' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please enter your message')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
