import { twinOverHttp } from './twin'

const twin = twinOverHttp()

describe('security/jwt/AuthTokenFilter.java: only the exact prefix "Bearer " carries a token', () => {
  it.each([
    ['Bearer TOKEN', 200],
    ['bearer TOKEN', 401],
    ['BEARER TOKEN', 401],
    ['Bearer  TOKEN', 401],
    ['TOKEN', 401],
  ])('%j answers %d on a protected path', async (header, status) => {
    const token = await twin.customer()
    const res = await fetch(`${twin.url()}/user`, {
      headers: { Authorization: header.replace('TOKEN', token) },
    })
    expect(res.status).toBe(status)
    if (status === 401) expect((await res.json()).message).toBe('Error: Unauthorized')
  })
})

describe('security/config/WebSecurityConfig.java: the public paths', () => {
  it('serves /files/download/** to anyone, and /files itself to administrators only', async () => {
    const car = (await twin.call('/car/visitors/1')).body
    const download = await fetch(`${twin.url()}/files/download/${car.image[0]}`)
    expect(download.status).toBe(200)
    expect((await fetch(`${twin.url()}/files`)).status).toBe(401)
    const customer = await twin.customer()
    expect((await twin.call('/files', { token: customer })).status).toBe(403)
  })
})
