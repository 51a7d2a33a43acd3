import type { Dayjs } from 'dayjs'
import { toReceived } from '../../src/domain/dates'
import { BACKDROPS } from '../car-shapes'
import { db, nextId, type StoredUser, type StoredVehicle } from '../db'
import { CUSTOMER_PASSWORD_HASH } from '../rules/passwords'
import { totalPrice } from '../rules/pricing'

/** What production's data may hold and the seed never makes (docs/api.md, "What production lets through"). */
export async function addProductionLikeData(now: Dayjs): Promise<void> {
  const cars = await addCars()
  const people = await addPeople()
  await addTrips(now, cars, people)
}

type NewCar = Omit<StoredVehicle, 'id' | 'image'> & { picture: boolean }

const CARS: NewCar[] = [
  // Production's forms never limited these two fields: `Manual` and `Petrol` are legal text.
  car('Volkswagen Golf 1.5 TSI', 'Manual', 'Petrol', 34, false, true),
  // A row put in by hand: no built-in flag, which production can neither update nor delete.
  car('Skoda Octavia Combi TDI', 'Manual', 'Diesel', 39, null, true),
  // A car with no picture at all.
  car('Fiat 500 Hybrid', 'Automatic', 'Petrol', 29, false, false),
  // Both at once, with text our forms never offer.
  car('Dacia Duster ECO-G', 'Manual 6-speed', 'LPG/Petrol', 31, null, false),
]

function car(
  model: string,
  transmission: string,
  fuelType: string,
  pricePerHour: number,
  builtIn: boolean | null,
  picture: boolean,
): NewCar {
  return {
    model,
    doors: 5,
    seats: 5,
    luggage: 380,
    transmission,
    airConditioning: true,
    age: 4,
    pricePerHour,
    fuelType,
    builtIn,
    picture,
  }
}

async function addCars(): Promise<StoredVehicle[]> {
  const added: StoredVehicle[] = []
  for (const [index, { picture, ...fields }] of CARS.entries()) {
    const id = nextId(db.vehicles)
    const image: string[] = []
    if (picture) {
      const imageId = `production-like-${id}`
      await db.images.create({
        id: imageId,
        name: `${fields.model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
        contentType: 'image/svg+xml',
        drawing: { body: 'hatchback', paint: 'Graphite', backdrop: index % BACKDROPS.length },
      })
      image.push(imageId)
    }
    added.push(await db.vehicles.create({ ...fields, id, image }))
  }
  return added
}

type NewPerson = Omit<StoredUser, 'id' | 'passwordHash' | 'builtIn' | 'address' | 'zipCode'>

const PEOPLE: NewPerson[] = [
  // The phone pattern takes -, . or a space after the area code: exactly 14 characters each.
  person('Jonas', 'Richter', '(555)-201-3344', 'jonas.richter@example.com', ['Customer']),
  person('Mei', 'Tanaka', '(555).201.7788', 'mei.tanaka@example.com', ['Customer']),
  // The annotations ask only that a name is present: a blank last name is legal.
  person('Prince', '', '(555) 201-9900', 'prince@example.com', ['Customer']),
  // A role of its own, shown as Customer; production's customer pages refuse it (403).
  person('Nadia', 'Okafor', '(555) 201-4455', 'nadia.okafor@example.com', ['Manager']),
  // E-mails are compared exactly: capitals are an e-mail of their own.
  person('Sam', 'Lee', '(555)-201-6677', 'Sam.Lee@Example.com', ['Customer']),
]

function person(
  firstName: string,
  lastName: string,
  phoneNumber: string,
  email: string,
  roles: StoredUser['roles'],
): NewPerson {
  return { firstName, lastName, phoneNumber, email, roles }
}

async function addPeople(): Promise<StoredUser[]> {
  const added: StoredUser[] = []
  for (const [index, fields] of PEOPLE.entries()) {
    added.push(
      await db.users.create({
        ...fields,
        id: nextId(db.users),
        address: `${10 + index} Harbour Street, Hamburg`,
        zipCode: `2045${index}`,
        builtIn: false,
        passwordHash: CUSTOMER_PASSWORD_HASH,
      }),
    )
  }
  return added
}

/** An overlapping pair on the first car: a two-hour trip, then a day-long one around it that production's check let through (neither of its ends lies within the first). */
async function addTrips(now: Dayjs, cars: StoredVehicle[], people: StoredUser[]) {
  const day = now.startOf('day').add(9, 'day')
  const trip = async (carIndex: number, person: StoredUser, from: Dayjs, to: Dayjs) => {
    const vehicle = cars[carIndex]!
    await db.reservations.create({
      id: nextId(db.reservations),
      carId: vehicle.id,
      userId: person.id,
      pickUpTime: toReceived(from),
      dropOfTime: toReceived(to),
      pickUpLocation: 'Hamburg Airport',
      dropOfLocation: 'Hamburg Hauptbahnhof',
      status: 'CREATED',
      totalPrice: totalPrice(vehicle.pricePerHour, from, to),
    })
  }
  await trip(0, people[0]!, day.hour(10), day.hour(12))
  await trip(0, people[1]!, day.hour(8), day.hour(18))
  await trip(1, people[2]!, day.add(2, 'day').hour(9), day.add(4, 'day').hour(9))
  await trip(2, people[4]!, day.add(5, 'day').hour(14), day.add(5, 'day').hour(20))
  await trip(3, people[3]!, day.add(1, 'day').hour(7), day.add(3, 'day').hour(7))
}
