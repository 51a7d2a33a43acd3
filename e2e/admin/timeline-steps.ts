import type { Page } from '@playwright/test'
import dayjs from 'dayjs'
import { NEW_VEHICLE, PNG_BYTES } from '../../mocks/scenarios'
import { backendStarted, expect, MOCK_API, TOKEN_KEY } from '../fixtures'
import { apiCall, uniqueWord } from './admin-helpers'

const CAR_TAKEN =
  'This car is already booked for these dates and times, so the reservation cannot be moved to it. Choose another car or other times.'
const OWN_TIMES = /counts this reservation’s current times as taken/

/** Adds a car with a picture as the signed-in administrator; answers its id. */
async function newCar(page: Page, model: string, api: string): Promise<number> {
  await backendStarted(page)
  return page.evaluate(
    async ({ base, key, model, car, png }) => {
      const auth = { authorization: `Bearer ${localStorage.getItem(key)}` }
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'car.png')
      const upload = await fetch(`${base}/files/upload`, {
        method: 'POST',
        headers: auth,
        body: form,
      })
      const { imageId } = (await upload.json()) as { imageId: string }
      const added = await fetch(`${base}/car/admin/${imageId}/add`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ model, ...car }),
      })
      if (added.status !== 201) throw new Error(`car add: ${added.status}`)
      const fleet = (await (await fetch(`${base}/car/visitors/all`)).json()) as Array<{
        id: number
        model: string
      }>
      return fleet.find((c) => c.model === model)!.id
    },
    { base: api, key: TOKEN_KEY, model, car: NEW_VEHICLE, png: [...PNG_BYTES] },
  )
}

/**
 * The fleet timeline (the administrator signed in): two cars of its own, a reservation on
 * each; keyboard moves refused onto a booked car and over its own times before any update,
 * one saved; a drag undone, then one saved.
 */
export async function timelineJourney(page: Page, api = MOCK_API) {
  const word = uniqueWord('Tl')
  const [carA, carB] = [await newCar(page, `${word} A`, api), await newCar(page, `${word} B`, api)]
  const day = dayjs().add(400 + Math.floor(Math.random() * 300), 'day')
  const trip = (place: string) => ({
    pickUpTime: `${day.format('MM/DD/YYYY')} 10:00:00`,
    dropOfTime: `${day.format('MM/DD/YYYY')} 13:00:00`,
    pickUpLocation: place,
    dropOfLocation: 'Hudson Yards',
  })
  for (const car of [carA, carB]) {
    expect((await apiCall(page, 'POST', `/reservations/add?carId=${car}`, trip(word))).status).toBe(
      201,
    )
  }
  const all = await apiCall<Array<{ id: number; car: { id: number } }>>(
    page,
    'GET',
    '/reservations/admin/all',
  )
  const onA = all.json.find((r) => r.car.id === carA)!.id
  const onB = all.json.find((r) => r.car.id === carB)!.id
  const puts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url())
  })
  const reservation = async (id: number) =>
    (
      await apiCall<{ car: { id: number }; pickUpTime: string }>(
        page,
        'GET',
        `/reservations/${id}/admin`,
      )
    ).json

  await page.goto('/admin/timeline')
  await page.getByRole('button', { name: 'Day', exact: true }).click()
  await page.getByLabel('Go to day').fill(day.format('YYYY-MM-DD'))
  await page.getByRole('searchbox', { name: 'Filter cars by model' }).pressSequentially(word)
  const timeline = page.getByRole('region', { name: 'Timeline', exact: true })
  await expect(timeline.getByText('2 cars')).toBeVisible()
  const bar = (id: number) =>
    timeline.getByRole('button', { name: new RegExp(`^Reservation #${id},`) })
  await expect(bar(onA)).toContainText(`#${onA}`)
  await expect(bar(onB)).toBeVisible()

  // Keyboard: onto the other car's booked hours, refused by the app before any update.
  await bar(onA).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText(CAR_TAKEN)
  // One hour later on its own car: production counts it against itself, and the app says so.
  await bar(onA).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText(OWN_TIMES)
  expect(puts).toEqual([])
  // Four hours later: clear of its own times, saved after the Undo time.
  await bar(onA).focus()
  await page.keyboard.press('Space')
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  const pending = page.getByRole('list', { name: 'Pending changes' })
  await expect(pending).toContainText(`Reservation #${onA} moved to ${word} A`)
  await expect(page.getByText(`Reservation #${onA} moved`, { exact: true })).toBeVisible({
    timeout: 15_000,
  })
  expect(puts).toHaveLength(1)
  expect((await reservation(onA)).pickUpTime).toBe(`${day.format('YYYY-MM-DD')}T14:00:00`)

  // A drag onto the first car's free hours, undone: nothing is sent, the bar is back.
  const drag = async (dx: number, dy: number) => {
    const box = (await bar(onB).boundingBox())!
    await page.mouse.move(box.x + 10, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 10 + dx / 2, box.y + box.height / 2 + dy / 2, { steps: 4 })
    await page.mouse.move(box.x + 10 + dx, box.y + box.height / 2 + dy, { steps: 4 })
    await page.mouse.up()
  }
  // A bar is named after the car of its row.
  const inRow = (id: number, car: string) =>
    expect(bar(id)).toHaveAccessibleName(new RegExp(`^Reservation #${id}, ${car},`))
  await inRow(onB, `${word} B`)
  await drag(0, -44)
  await expect(pending).toContainText(`Reservation #${onB} moved to ${word} A`)
  await inRow(onB, `${word} A`)
  await pending.getByRole('button', { name: /Undo/ }).click()
  await inRow(onB, `${word} B`)
  await page.waitForTimeout(6000)
  expect(puts).toHaveLength(1)
  expect((await reservation(onB)).car.id).toBe(carB)
  // The same drag, kept: saved with production's update.
  await drag(0, -44)
  await expect(page.getByText(`Reservation #${onB} moved`, { exact: true })).toBeVisible({
    timeout: 15_000,
  })
  expect(puts).toHaveLength(2)
  expect((await reservation(onB)).car.id).toBe(carA)
}
