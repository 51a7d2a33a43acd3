import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import * as XLSX from 'xlsx'
import { PNG_BYTES } from '../../mocks/scenarios'
import { backendStarted, expect, MOCK_API, TOKEN_KEY } from '../fixtures'

/** A call to the embedded backend from inside the page, with the signed-in user's token. */
export async function apiCall<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  await backendStarted(page)
  return page.evaluate(
    async ({ method, path, body, base, key }) => {
      const token = localStorage.getItem(key)
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, json: (text ? JSON.parse(text) : null) as never }
    },
    { method, path, body, base: MOCK_API, key: TOKEN_KEY },
  )
}

/** A word no seeded record contains, so a test finds exactly what it made. */
export const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** The rows of a downloaded spreadsheet's one sheet, and the sheet's name. */
export async function readSpreadsheet(download: Download) {
  const path = await download.path()
  const book = XLSX.read(readFileSync(path), { type: 'buffer' })
  const name = book.SheetNames[0]!
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 })
  return { name, header: rows[0] as string[], records: rows.slice(1) }
}

/** Chooses an option of a PrimeReact Dropdown by its label, opening it from the keyboard. */
export async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('textbox', { name: label, exact: true })
  await box.focus()
  await box.press('Enter')
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
}

/** The rows of the admin table on the page (header row excluded). */
export const tableRows = (page: Page, name: string) =>
  page.getByRole('table', { name }).locator('tbody tr')

/** The text of one column of the table, top to bottom. */
export async function columnTexts(page: Page, name: string, column: number) {
  const rows = tableRows(page, name)
  await expect(rows.first()).toBeVisible()
  // Columns count as a person reads them: the selection's checkbox cell is not one.
  return rows.evaluateAll(
    (trs, at) =>
      trs.map((tr) => {
        const cells = [...tr.children].filter((c) => !c.classList.contains('admin-table__select'))
        const clone = cells[at]?.cloneNode(true) as HTMLElement | undefined
        clone?.querySelector('.p-column-title')?.remove()
        return clone?.textContent?.trim() ?? ''
      }),
    column - 1,
  )
}

/**
 * The texts of a column once `settled` holds for them: after a sort or a page change the
 * address changes first and the rows follow, so a test reads them when they have.
 */
export async function columnOnceSettled(
  page: Page,
  name: string,
  column: number,
  settled: (texts: string[]) => boolean,
): Promise<string[]> {
  let texts: string[] = []
  await expect
    .poll(async () => {
      texts = await columnTexts(page, name, column)
      return settled(texts)
    })
    .toBe(true)
  return texts
}

/** A real 2x2 PNG picture (the one the contracts' provider states upload). */
export const PNG = Buffer.from(PNG_BYTES)
