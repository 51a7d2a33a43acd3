import * as XLSX from 'xlsx'
import { setupMockBackend } from '../testing'

const api = setupMockBackend()

const cases = [
  {
    path: '/excel/download/users',
    fileName: 'customers.xlsx',
    list: '/user/auth/all',
    sheet: 'Customers',
    columns: ['Id', 'FirstName', 'LastName', 'PhoneNumber', 'Email', 'Address', 'ZipCode', 'Roles'],
  },
  {
    path: '/excel/download/cars',
    fileName: 'cars.xlsx',
    list: '/car/visitors/all',
    sheet: 'Cars',
    columns: [
      'Id',
      'Model',
      'Doors',
      'Seats',
      'Luggage',
      'Transmission',
      'AirConditioning',
      'Age',
      'pricePerDay',
      'FuelType',
    ],
  },
  {
    path: '/excel/download/reservations',
    fileName: 'reservations.xlsx',
    list: '/reservations/admin/all',
    sheet: 'Reservations',
    columns: [
      'Id',
      'CarId',
      'CarModel',
      'CustomerId',
      'CustomerFullName',
      'CustomerPhone',
      'PickUpTime',
      'DropOfTime',
      'PickUpLocation',
      'DropOfLocation',
      'Status',
    ],
  },
]

describe.each(cases)('GET $path', ({ path, fileName, list, sheet, columns }) => {
  it('returns a workbook with the sheet, the columns and one row per record', async () => {
    const admin = await api.loginAdmin()
    const res = await api.call(path, { token: admin })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.ms-excel')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=${fileName}`)
    const book = XLSX.read(res.body, { type: 'array' })
    expect(book.SheetNames).toEqual([sheet])
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet]!, { header: 1 })
    expect(rows[0]).toEqual(columns)
    const records = (await api.call(list, { token: admin })).body as { id: number }[]
    expect(rows.length - 1).toBe(records.length)
    expect((rows[1] as unknown[])[0]).toBe(records[0]!.id)
  })

  it('is for administrators only', async () => {
    expect((await api.call(path)).status).toBe(401)
    expect((await api.call(path, { token: await api.loginCustomer() })).status).toBe(403)
  })
})

it('a reservation row names its car and customer', async () => {
  const admin = await api.loginAdmin()
  const res = await api.call('/excel/download/reservations', { token: admin })
  const book = XLSX.read(res.body, { type: 'array' })
  const [first] = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Reservations!)
  expect(first).toMatchObject({
    Id: 1,
    CustomerId: 2,
    CustomerFullName: 'Claire Whitmore',
    CustomerPhone: '(555) 555-2026',
  })
})

it("writes times as Java's LocalDateTime.toString() and roles as a Java set", async () => {
  const admin = await api.loginAdmin()
  const reservations = await api.call('/excel/download/reservations', { token: admin })
  const book = XLSX.read(reservations.body, { type: 'array' })
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Reservations!)
  const stored = (await api.call('/reservations/admin/all', { token: admin })).body as Array<{
    pickUpTime: string
  }>
  // Seeded times are whole hours: the seconds are left out, as Java leaves them out.
  expect(stored[0]!.pickUpTime).toMatch(/T\d{2}:00:00$/)
  expect(rows[0]!.PickUpTime).toBe(stored[0]!.pickUpTime.slice(0, 16))
  for (const row of rows) expect(row.DropOfTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/)
  const users = await api.call('/excel/download/users', { token: admin })
  const sheet = XLSX.read(users.body, { type: 'array' }).Sheets.Customers!
  const [first] = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet)
  expect(first!.Roles).toBe('[Administrator]')
})
