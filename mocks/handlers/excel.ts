import { HttpResponse } from 'msw'
import { db } from '../db'
import { javaLocalDateTime, workbookBytes, XLSX_TYPE } from '../rules/spreadsheets'
import { rolesShown } from './dto'
import { route } from './http'

function attachment(bytes: Uint8Array, fileName: string) {
  return new HttpResponse(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename=${fileName}`,
    },
  })
}

// Production reads each table with findAll(), no ORDER BY: rows come in the order the database keeps them, which the twin's store keeps as the records were added.
export const excelRoutes = (base: string) => [
  route('get', `${base}/excel/download/users`, 'Administrator', async () => {
    const columns = [
      'Id',
      'FirstName',
      'LastName',
      'PhoneNumber',
      'Email',
      'Address',
      'ZipCode',
      'Roles',
    ]
    const rows = db.users.all().map((u) => ({
      Id: u.id,
      FirstName: u.firstName,
      LastName: u.lastName,
      PhoneNumber: u.phoneNumber,
      Email: u.email,
      Address: u.address,
      ZipCode: u.zipCode,
      Roles: `[${rolesShown(u.roles).join(', ')}]`,
    }))
    return attachment(await workbookBytes('Customers', columns, rows), 'customers.xlsx')
  }),

  route('get', `${base}/excel/download/cars`, 'Administrator', async () => {
    const columns = [
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
    ]
    const rows = db.vehicles.all().map((v) => ({
      Id: v.id,
      Model: v.model,
      Doors: v.doors,
      Seats: v.seats,
      Luggage: v.luggage,
      Transmission: v.transmission,
      AirConditioning: v.airConditioning,
      Age: v.age,
      // Production's title (sic): the column holds the price per hour.
      pricePerDay: v.pricePerHour,
      FuelType: v.fuelType,
    }))
    return attachment(await workbookBytes('Cars', columns, rows), 'cars.xlsx')
  }),

  route('get', `${base}/excel/download/reservations`, 'Administrator', async () => {
    const columns = [
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
    ]
    const cars = new Map(db.vehicles.all().map((v) => [v.id, v]))
    const users = new Map(db.users.all().map((u) => [u.id, u]))
    const rows = db.reservations.all().map((r) => {
      const user = users.get(r.userId)
      return {
        Id: r.id,
        CarId: r.carId,
        CarModel: cars.get(r.carId)?.model ?? '',
        CustomerId: r.userId,
        CustomerFullName: user ? `${user.firstName} ${user.lastName}` : '',
        CustomerPhone: user?.phoneNumber ?? '',
        PickUpTime: javaLocalDateTime(r.pickUpTime),
        DropOfTime: javaLocalDateTime(r.dropOfTime),
        PickUpLocation: r.pickUpLocation,
        DropOfLocation: r.dropOfLocation,
        Status: r.status,
      }
    })
    return attachment(await workbookBytes('Reservations', columns, rows), 'reservations.xlsx')
  }),
]
