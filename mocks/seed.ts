import dayjs from 'dayjs'
import { BACKDROPS, PAINTS } from './car-shapes'
import { clearDb, db } from './db'
import { ADMIN_PASSWORD_HASH, CUSTOMER_PASSWORD_HASH } from './rules/passwords'
import { SeededRandom } from './rules/random'
import { CATALOG } from './seed-catalog'
import { DEMO_ADMIN, DEMO_CUSTOMER } from './seed-demo'
import { CITIES, FIRST_NAMES, LAST_NAMES, STREETS } from './seed-names'
import { seedReservations } from './seed-reservations'

export interface SeedSize {
  vehicles: number
  customers: number
  reservations: number
}

export const SEED_SIZES = {
  default: { vehicles: 40, customers: 60, reservations: 300 },
  large: { vehicles: 500, customers: 2000, reservations: 10000 },
} satisfies Record<string, SeedSize>

export const DEFAULT_SEED = 2026

export interface SeedOptions {
  seed?: number
  now?: Date | number | string
  size?: keyof typeof SEED_SIZES | SeedSize
  coreReady?: () => void | Promise<void>
}

/** Empties the database and fills it in dependency order: users, vehicles, reservations. */
export async function seedDatabase(options: SeedOptions = {}): Promise<void> {
  // A fresh source on every call, so each seeding starts from the same state.
  const random = new SeededRandom(options.seed ?? DEFAULT_SEED)
  const size =
    typeof options.size === 'object' ? options.size : SEED_SIZES[options.size ?? 'default']
  const now = dayjs(options.now ?? Date.now())
  clearDb()
  await seedUsers(random, size.customers)
  await seedVehicles(random, size.vehicles)
  await options.coreReady?.()
  await seedReservations(random, size.reservations, now)
}

async function seedUsers(random: SeededRandom, customers: number): Promise<void> {
  await db.users.create({ ...DEMO_ADMIN, passwordHash: ADMIN_PASSWORD_HASH })
  await db.users.create({ ...DEMO_CUSTOMER, passwordHash: CUSTOMER_PASSWORD_HASH })
  for (let id = 3; id < customers + 3; id++) {
    const firstName = random.pick(FIRST_NAMES)
    const lastName = random.pick(LAST_NAMES)
    const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '')
    await db.users.create({
      id,
      firstName,
      lastName,
      email: `${slug(firstName)}.${slug(lastName)}${id}@example.com`,
      phoneNumber: `(555) ${random.digits(3)}-${random.digits(4)}`,
      address: `${random.int({ min: 1, max: 9999 })} ${random.pick(STREETS)}, ${random.pick(CITIES)}`,
      zipCode: random.digits(5),
      roles: ['Customer'],
      builtIn: false,
      passwordHash: CUSTOMER_PASSWORD_HASH,
    })
  }
}

async function seedVehicles(random: SeededRandom, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const model = CATALOG[i % CATALOG.length]!
    const paint = random.pick(PAINTS)
    const imageId = random.uuid()
    await db.images.create({
      id: imageId,
      name: `${model.model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
      contentType: 'image/svg+xml',
      drawing: { body: model.body, paint: paint.name, backdrop: i % BACKDROPS.length },
    })
    // Repeats of a model (large fleets) vary a little in price, as real fleets do.
    const price = i < CATALOG.length ? model.price : model.price + random.int({ max: 12 })
    await db.vehicles.create({
      id: i + 1,
      model: model.model,
      doors: model.doors,
      seats: model.seats,
      luggage: model.luggage,
      transmission: model.transmission,
      airConditioning: model.airConditioning,
      age: random.int({ min: 0, max: 6 }),
      pricePerHour: price,
      fuelType: model.fuel,
      image: [imageId],
      builtIn: i < 4,
    })
  }
}
