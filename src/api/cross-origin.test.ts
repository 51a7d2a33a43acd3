import { refusalMessage } from './cross-origin'

const SITE = { origin: 'http://site.test', href: 'http://site.test/admin/vehicles' }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('refusalMessage', () => {
  it("names a refusal of this site's address when the server responds to other requests", async () => {
    vi.stubGlobal('location', SITE)
    const probe = vi.fn(async () => new Response(null, { status: 200 }))
    vi.stubGlobal('fetch', probe)
    const message = await refusalMessage('http://api.test/car-rental/api')
    expect(message).toMatch(/^The server refused this site's address \(http:\/\/site\.test\)/)
    expect(message).not.toMatch(/could not reach/i)
    expect(probe).toHaveBeenCalledWith('http://api.test/car-rental/api/car/visitors/all', {
      method: 'HEAD',
      cache: 'no-store',
    })
  })

  it('says nothing when the server cannot be reached at all', async () => {
    vi.stubGlobal('location', SITE)
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    expect(await refusalMessage('http://api.test/car-rental/api')).toBeUndefined()
  })

  it('says nothing on the API’s own address, where no CORS applies, and asks nothing', async () => {
    vi.stubGlobal('location', SITE)
    const probe = vi.fn()
    vi.stubGlobal('fetch', probe)
    expect(await refusalMessage('/car-rental/api')).toBeUndefined()
    expect(await refusalMessage('http://site.test/car-rental/api')).toBeUndefined()
    expect(probe).not.toHaveBeenCalled()
  })
})
