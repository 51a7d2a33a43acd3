import type { StoredImage, StoredReservation, StoredUser, StoredVehicle } from '../db'
import { CUSTOMER_PASSWORD_HASH } from '../rules/passwords'
import type { SnapshotData, SnapshotFile } from './snapshot-file'

/** Real traffic into a scenario the twin loads, with people's details replaced by stand-ins and no password or token kept, so a recording is safe to hand on (docs/embedded-backend.md). */

const FIRST = ['Avery', 'Blake', 'Casey', 'Drew', 'Emerson', 'Finley', 'Harper', 'Jordan']
const LAST = ['Adler', 'Brooks', 'Carver', 'Dalton', 'Ellis', 'Foster', 'Grant', 'Hayes']

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isCar = (value: unknown): value is StoredVehicle =>
  isObject(value) && typeof value.id === 'number' && typeof value.model === 'string'
const isPerson = (value: unknown): value is Json =>
  isObject(value) && typeof value.id === 'number' && typeof value.email === 'string'
const isReservation = (value: unknown): value is Json =>
  isObject(value) && typeof value.id === 'number' && isCar(value.car)

const toBase64 = (bytes: Uint8Array) => {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

type Listener = () => void

export class Recorder {
  #on = false
  #listeners = new Set<Listener>()
  #cars = new Map<number, StoredVehicle>()
  #people = new Map<number, Json>()
  #reservations = new Map<number, StoredReservation>()
  #pictures = new Map<string, StoredImage>()

  get recording(): boolean {
    return this.#on
  }

  /** Starts afresh: what an earlier recording saw is forgotten. */
  start(): void {
    this.#on = true
    for (const seen of [this.#cars, this.#people, this.#reservations, this.#pictures]) seen.clear()
    this.#changed()
  }

  /** Stops recording; what was seen is kept until the next start. */
  stop(): void {
    if (!this.#on) return
    this.#on = false
    this.#changed()
  }

  /** Called when recording starts or stops and whenever a response adds to what was seen. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #changed(): void {
    for (const listener of this.#listeners) listener()
  }

  /** How many records were seen so far. */
  get seen(): number {
    return this.#cars.size + this.#people.size + this.#reservations.size + this.#pictures.size
  }

  /** Keeps what an upstream's successful GET response holds (path under the API's base). */
  observe(method: string, path: string, status: number, type: string, body?: Uint8Array): void {
    if (!this.#on || method !== 'GET' || status < 200 || status > 299 || !body) return
    const picture = /^\/files\/display\/([^/]+)$/.exec(path)
    if (picture) {
      const id = decodeURIComponent(picture[1]!)
      const contentType = type.split(';')[0] || null
      this.#pictures.set(id, { id, name: id, contentType, base64: toBase64(body) })
      this.#changed()
      return
    }
    let value: unknown
    try {
      value = JSON.parse(new TextDecoder().decode(body))
    } catch {
      return
    }
    for (const item of Array.isArray(value) ? value : [value]) this.#keep(item)
    this.#changed()
  }

  #keep(item: unknown): void {
    if (isReservation(item)) {
      const { car, ...rest } = item as Json & { car: StoredVehicle }
      this.#cars.set(car.id, car)
      this.#reservations.set(
        rest.id as number,
        { ...(rest as object), carId: car.id } as StoredReservation,
      )
    } else if (isCar(item)) this.#cars.set(item.id, item)
    else if (isPerson(item)) this.#people.set(item.id as number, item)
  }

  /** What was seen as a snapshot file, people replaced by stand-ins (the file's code loads on the first save). */
  async snapshot(now: number = Date.now()): Promise<SnapshotFile> {
    const { snapshotFile } = await import('./snapshot-file')
    return snapshotFile(this.data(), null, now)
  }

  /** What was seen, people replaced by stand-ins. */
  data(): SnapshotData {
    const ids = new Set([
      ...this.#people.keys(),
      ...[...this.#reservations.values()].map((r) => r.userId),
    ])
    const users: StoredUser[] = [...ids]
      .sort((a, b) => a - b)
      .map((id, i) => {
        const seen = this.#people.get(id)
        const roles =
          Array.isArray(seen?.roles) && seen.roles.includes('Administrator')
            ? (['Administrator'] as const)
            : (['Customer'] as const)
        return {
          id,
          firstName: FIRST[i % FIRST.length]!,
          lastName: LAST[Math.floor(i / FIRST.length) % LAST.length]!,
          phoneNumber: `(555) 555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
          email: `person${i + 1}@recorded.example`,
          address: `${i + 1} Recorded Street`,
          zipCode: '10001',
          roles: [...roles],
          builtIn: seen?.builtIn === true,
          passwordHash: CUSTOMER_PASSWORD_HASH,
        }
      })
    const vehicles = [...this.#cars.values()]
    const images = [...this.#pictures.values()]
    // A car's picture the recording never saw is stood in for by a plain one of the right id.
    const known = new Set(images.map((image) => image.id))
    for (const car of vehicles) {
      for (const id of car.image) {
        if (known.has(id)) continue
        known.add(id)
        images.push({ id, name: id, contentType: 'image/png', base64: PLACEHOLDER_PNG })
      }
    }
    return { users, vehicles, images, reservations: [...this.#reservations.values()] }
  }
}

/** A 1x1 grey PNG. */
const PLACEHOLDER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
