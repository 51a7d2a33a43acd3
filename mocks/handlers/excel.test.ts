import * as XLSX from 'xlsx'
import { setupMockBackend } from '../testing'

const api = setupMockBackend()

const cases = [
  {
    path: '/excel/download/users',
    list: '/user/auth/all',
    sheet: 'Customers',
    columns: ['Id', 'FirstName', 'LastName', 'PhoneNumber', 'Email', 'Address', 'ZipCode', 'Roles'],
  },
  {
    path: '/excel/download/cars',
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
      'PricePerHour',
      'FuelType',
    ],
  },
  {
    path: '/excel/download/reservations',
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

describe.each(cases)('GET $path', ({ path, list, sheet, columns }) => {
  it('answers a workbook with the sheet, the columns and one row per record', async () => {
    const admin = await api.loginAdmin()
    const res = await api.call(path, { token: admin })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/)
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
