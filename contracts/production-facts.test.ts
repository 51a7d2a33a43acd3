/**
 * The pact asks only what production answers (docs/contract-checks.md): no 5xx, a real picture
 * id from the provider state wherever production looks one up, and only the content types
 * production sends.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const PACT_DIR = join(import.meta.dirname, 'pacts')

interface Generator {
  type: string
}
interface PactInteraction {
  description: string
  request: {
    method: string
    path: string
    query?: Record<string, string[]>
    generators?: { path?: Generator; query?: Record<string, Generator> }
  }
  response: { status: number; headers?: Record<string, string[]> }
}

/** The content type production sends for a path (ExcelController, FileController, JSON). */
function productionType(path: string): string {
  if (/\/excel\/download\//.test(path)) return 'application/vnd.ms-excel'
  if (/\/files\/display\//.test(path)) return 'image/png'
  return 'application/json'
}

/** Where production looks a picture up (CarService.add, CarService.updateCar, FileDBService.getFile). */
function picturePlace(request: PactInteraction['request']): 'path' | 'query' | undefined {
  if (/\/car\/admin\/[^/]+\/add$/.test(request.path)) return 'path'
  if (/\/files\/display\//.test(request.path)) return 'path'
  if (/\/car\/admin\/auth$/.test(request.path)) return 'query'
  return undefined
}

/** Why production would not answer this interaction as the pact says; empty when it would. */
function problemsOf({ description, request, response }: PactInteraction): string[] {
  const problems: string[] = []
  if (response.status >= 500) problems.push(`${description}: asks for a ${response.status}`)
  const place = picturePlace(request)
  const generated =
    place === 'path'
      ? request.generators?.path?.type === 'ProviderState'
      : request.generators?.query?.imageId?.type === 'ProviderState'
  if (place && !generated) {
    problems.push(`${description}: a literal picture id where production looks it up`)
  }
  const type = Object.entries(response.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'content-type',
  )?.[1]?.[0]
  const expected = productionType(request.path)
  if (type !== undefined && !type.startsWith(expected)) {
    problems.push(`${description}: content type ${type}, production sends ${expected}`)
  }
  return problems
}

const interactions: PactInteraction[] = readdirSync(PACT_DIR)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => JSON.parse(readFileSync(join(PACT_DIR, name), 'utf8')).interactions)

describe('the pact, read against production', () => {
  it('asks only what production answers', () => {
    expect(interactions.length).toBeGreaterThan(40)
    expect(interactions.flatMap(problemsOf)).toEqual([])
  })

  it('checks pictures and spreadsheets where the pact has them', () => {
    const described = (start: string) => interactions.filter((i) => i.description.startsWith(start))
    expect(described('updateVehicle').length).toBe(2)
    expect(described('createVehicle').length).toBe(1)
    expect(described('getImage').length).toBe(1)
    expect(interactions.filter((i) => /\/excel\/download\//.test(i.request.path)).length).toBe(3)
  })

  it("finds what the pact asked before it was read against production's code", () => {
    const spreadsheet = (type: string): PactInteraction => ({
      description: 'downloadUsers',
      request: { method: 'GET', path: '/car-rental/api/excel/download/users' },
      response: { status: 200, headers: { 'Content-Type': [type] } },
    })
    expect(
      problemsOf(spreadsheet('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')),
    ).toHaveLength(1)
    expect(problemsOf(spreadsheet('application/vnd.ms-excel'))).toEqual([])
    const builtInCar: PactInteraction = {
      description: 'updateVehicle: a built-in car',
      request: {
        method: 'PUT',
        path: '/car-rental/api/car/admin/auth',
        query: { id: ['1'], imageId: ['example-image-id'] },
      },
      response: { status: 400 },
    }
    expect(problemsOf(builtInCar)).toEqual([
      'updateVehicle: a built-in car: a literal picture id where production looks it up',
    ])
    const unknownPicture: PactInteraction = {
      description: 'getImage: an unknown picture',
      request: {
        method: 'GET',
        path: '/car-rental/api/files/display/nope',
        generators: { path: { type: 'ProviderState' } },
      },
      response: { status: 500 },
    }
    expect(problemsOf(unknownPicture)).toEqual(['getImage: an unknown picture: asks for a 500'])
  })
})

/**
 * The rules a response body sets for every path ending in `field` (`$[*].car.fuelType` and so
 * on), for the interactions that return one.
 */
function rulesFor(field: string): Array<{ description: string; path: string; rules: unknown }> {
  const found: Array<{ description: string; path: string; rules: unknown }> = []
  for (const interaction of interactions as Array<
    PactInteraction & { response: { matchingRules?: { body?: Record<string, unknown> } } }
  >) {
    for (const [path, rules] of Object.entries(interaction.response.matchingRules?.body ?? {})) {
      if (path.endsWith(`.${field}`))
        found.push({ description: interaction.description, path, rules })
    }
  }
  return found
}

const matchersOf = (rules: unknown) =>
  (rules as { matchers: Array<Record<string, unknown>> }).matchers

describe('the pact, no stricter than production', () => {
  it("takes any text for a car's transmission and fuel type and a user's phone (domain/Car.java, User.java)", () => {
    for (const field of ['transmission', 'fuelType', 'phoneNumber']) {
      const found = rulesFor(field)
      expect(found.length, field).toBeGreaterThan(0)
      for (const { path, rules } of found)
        expect(matchersOf(rules), path).toEqual([{ match: 'type' }])
    }
  })

  it('takes a car with no picture and no built-in flag, and a user with no role', () => {
    const lists = [...rulesFor('image'), ...rulesFor('roles')]
    expect(lists.length).toBeGreaterThan(0)
    for (const { path, rules } of lists) expect(matchersOf(rules)[0]?.min, path).toBe(0)
    // A car's flag: in the vehicle and reservation answers (a user's flag may not be null).
    const cars = rulesFor('builtIn').filter(({ description }) =>
      /Vehicle|Reservation/.test(description),
    )
    expect(cars.length).toBeGreaterThan(0)
    for (const { path, rules } of cars) {
      const regex = new RegExp(String(matchersOf(rules)[0]?.regex))
      expect(
        ['true', 'false', 'null'].every((text) => regex.test(text)),
        path,
      ).toBe(true)
    }
  })
})
