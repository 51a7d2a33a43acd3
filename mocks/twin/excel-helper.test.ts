import * as XLSX from 'xlsx'
import { db } from '../db'
import { twinOverHttp } from './twin'

const twin = twinOverHttp()

async function sheetRows(admin: string, path: string) {
  const res = await twin.call(path, { token: admin })
  const book = XLSX.read(res.body, { type: 'array' })
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!)
}

describe('helper/ExcelHelper.java and service/ExcelService.java', () => {
  it('writes the rows in the order the table keeps them (findAll, no ORDER BY), not by id', async () => {
    const admin = await twin.admin()
    // A record whose id is lower than the last one, added last (as a restored table can hold).
    const last = db.users.all().at(-1)!
    await db.users.delete((q) => q.where({ id: 3 }))
    const third = { ...last, id: 3, email: 'moved.third@example.com' }
    await db.users.create(third)
    const rows = await sheetRows(admin, '/excel/download/users')
    expect(rows.map((r) => r.Id).slice(-2)).toEqual([last.id, 3])
  })

  it('writes the roles as Java prints the set the API shows, and numbers and flags as such', async () => {
    const admin = await twin.admin()
    const email = `sheet.${Math.random().toString(36).slice(2)}@example.com`
    await twin.call('/add', {
      method: 'POST',
      token: admin,
      body: {
        firstName: 'Ann',
        lastName: '',
        phoneNumber: '(555).123.4567',
        address: '1 Main Street',
        zipCode: '10001',
        email,
        password: 'Secret#1',
        roles: ['Manager', 'Administrator'],
      },
    })
    const users = await sheetRows(admin, '/excel/download/users')
    expect(users.find((u) => u.Email === email)).toMatchObject({
      FirstName: 'Ann',
      PhoneNumber: '(555).123.4567',
      Roles: '[Administrator, Customer]',
    })
    const cars = await sheetRows(admin, '/excel/download/cars')
    expect(typeof cars[0]!.Id).toBe('number')
    expect(typeof cars[0]!.AirConditioning).toBe('boolean')
    expect(typeof cars[0]!.pricePerDay).toBe('number')
  })
})
