import {
  api,
  bytesOf,
  expectApiError,
  expectBearer,
  only,
  route,
  setUpTestServer,
  springError,
  XLSX_TYPE,
  xlsx,
} from '../test/api-server'
import { saveBlob } from './download'

vi.mock('./download', () => ({ saveBlob: vi.fn() }))

const { downloadReservations, downloadUsers, downloadVehicles } = api

setUpTestServer()

describe.each([
  { download: downloadUsers, path: '/excel/download/users', fileName: 'users.xlsx' },
  { download: downloadVehicles, path: '/excel/download/cars', fileName: 'vehicles.xlsx' },
  {
    download: downloadReservations,
    path: '/excel/download/reservations',
    fileName: 'reservations.xlsx',
  },
])('$fileName', ({ download, path, fileName }) => {
  it(`GETs ${path} with the token and saves the blob as ${fileName}`, async () => {
    const calls = route('get', path, xlsx)
    const blob = await download()
    const call = only(calls)
    expect(call.method).toBe('GET')
    expect(call.path).toBe(path)
    expectBearer(call)
    expect(blob.type).toBe(XLSX_TYPE)
    expect(await bytesOf(blob)).toEqual(await bytesOf(await xlsx().blob()))
    expect(saveBlob).toHaveBeenCalledExactlyOnceWith(blob, fileName)
  })

  it("rejects with the server's message and saves nothing when the download fails", async () => {
    route('get', path, springError(401, 'Error: Unauthorized', path))
    await expectApiError(download(), 401, 'Error: Unauthorized')
    expect(saveBlob).not.toHaveBeenCalled()
  })
})
