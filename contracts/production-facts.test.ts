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
