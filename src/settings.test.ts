import { ConfigError, type Env, parseConfig } from './settings'

/** The message of the ConfigError that `env` causes (fails the test if none is thrown). */
function errorFor(env: Env): string {
  try {
    parseConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`)
}

/** The variable names the error lists, one per `- NAME ...` line. */
const namesIn = (message: string) =>
  message
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).split(' ')[0])

const LIVE = { API_MODE: 'live', API_URL: 'https://rent.example.com/car-rental/api' }

describe('parseConfig', () => {
  describe('mock mode', () => {
    it('needs nothing but API_MODE and fills in every default', () => {
      expect(parseConfig({ API_MODE: 'mock' })).toEqual({
        mode: 'mock',
        apiUrl: '/car-rental/api',
        mockLatency: 300,
        publicPath: '/',
        site: {
          name: 'Autovia',
          email: 'hello@autovia.test',
          web: 'www.autovia.test',
          phones: ['+1 (212) 555-0142', '+1 (212) 555-0199'],
          streetAddress: '350 Park Avenue, New York, NY 10022',
          mapUrl: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//),
        },
      })
    })

    it('takes the given latency and site settings, trimmed', () => {
      const config = parseConfig({
        API_MODE: 'mock',
        MOCK_LATENCY: ' 0 ',
        SITE_NAME: ' Rent Co ',
        SITE_EMAIL: 'desk@rent.example',
        SITE_WEB: 'rent.example',
        SITE_PHONE_1: '555-1',
        SITE_PHONE_2: '555-2',
        SITE_STREET_ADDRESS: '1 Main St',
        SITE_MAP_URL: 'https://maps.example/embed?x=1',
      })
      expect(config.mockLatency).toBe(0)
      expect(config.site).toEqual({
        name: 'Rent Co',
        email: 'desk@rent.example',
        web: 'rent.example',
        phones: ['555-1', '555-2'],
        streetAddress: '1 Main St',
        mapUrl: 'https://maps.example/embed?x=1',
      })
    })

    it('accepts a latency up to 10000 ms and refuses more', () => {
      expect(parseConfig({ API_MODE: 'mock', MOCK_LATENCY: '10000' }).mockLatency).toBe(10000)
      expect(errorFor({ API_MODE: 'mock', MOCK_LATENCY: '10001' })).toContain(
        'MOCK_LATENCY must be at most 10000',
      )
    })

    it.each([
      ['/', '/'],
      [' /autovia-demo/ ', '/autovia-demo/'],
      ['/autovia-demo', '/autovia-demo/'],
      ['/sales/demo.v2/', '/sales/demo.v2/'],
    ])('takes PUBLIC_PATH %j as %j', (given, publicPath) => {
      expect(parseConfig({ API_MODE: 'mock', PUBLIC_PATH: given }).publicPath).toBe(publicPath)
    })

    it('uses an API_URL given in mock mode', () => {
      expect(parseConfig({ API_MODE: 'mock', API_URL: '/api/car-rental/api' }).apiUrl).toBe(
        '/api/car-rental/api',
      )
    })
  })

  describe('live mode', () => {
    it('uses API_URL', () => {
      const config = parseConfig(LIVE)
      expect(config.mode).toBe('live')
      expect(config.apiUrl).toBe(LIVE.API_URL)
    })

    it('requires API_URL, naming it', () => {
      const message = errorFor({ API_MODE: 'live' })
      expect(namesIn(message)).toEqual(['API_URL'])
      expect(message).toContain('API_URL is required')
    })

    it.each([
      'https://rent.example.com/car-rental/api',
      'http://localhost:8080/car-rental/api',
      'https://rent.example.com/backend/v1/car-rental/api',
      '/car-rental/api',
      '/proxy/car-rental/api',
    ])('accepts API_URL %s', (url) => {
      expect(parseConfig({ API_MODE: 'live', API_URL: url }).apiUrl).toBe(url)
    })

    it.each([
      'https://rent.example.com',
      'https://rent.example.com/car-rental/api/',
      'https://rent.example.com/car-rental',
      'https://rent.example.com/xcar-rental/api',
      'car-rental/api',
      'ftp://rent.example.com/car-rental/api',
      'https://rent.example.com/car-rental/api?x=1',
    ])('refuses API_URL %s, naming it', (url) => {
      const message = errorFor({ API_MODE: 'live', API_URL: url })
      expect(message).toContain('API_URL must be an address ending in /car-rental/api')
      expect(new Set(namesIn(message))).toEqual(new Set(['API_URL']))
    })
  })

  describe('bad values', () => {
    it.each([
      ['API_MODE', { API_MODE: 'production' }, 'API_MODE must be "mock" or "live"'],
      ['MOCK_LATENCY', { MOCK_LATENCY: 'fast' }, 'MOCK_LATENCY must be a whole number'],
      ['MOCK_LATENCY', { MOCK_LATENCY: '-5' }, 'MOCK_LATENCY must be a whole number'],
      ['MOCK_LATENCY', { MOCK_LATENCY: '1.5' }, 'MOCK_LATENCY must be a whole number'],
      ['SITE_EMAIL', { SITE_EMAIL: 'not-an-email' }, 'SITE_EMAIL must be an e-mail address'],
      ['SITE_MAP_URL', { SITE_MAP_URL: 'maps please' }, 'SITE_MAP_URL must be an http(s) address'],
      ['SITE_MAP_URL', { SITE_MAP_URL: 'javascript:alert(1)' }, 'SITE_MAP_URL must be an http(s)'],
      ['SITE_MAP_URL', { SITE_MAP_URL: 'ftp://maps.example/x' }, 'SITE_MAP_URL must be an http(s)'],
      ['PUBLIC_PATH', { PUBLIC_PATH: 'autovia-demo/' }, 'PUBLIC_PATH must be a path such as /'],
      ['PUBLIC_PATH', { PUBLIC_PATH: 'https://x.example/' }, 'PUBLIC_PATH must be a path'],
      ['PUBLIC_PATH', { PUBLIC_PATH: '/two//slashes/' }, 'PUBLIC_PATH must be a path'],
      ['PUBLIC_PATH', { PUBLIC_PATH: '/a b/' }, 'PUBLIC_PATH must be a path'],
      ['PUBLIC_PATH', { PUBLIC_PATH: '/demo/../up/' }, 'PUBLIC_PATH must not contain . or ..'],
      ['PUBLIC_PATH', { PUBLIC_PATH: `${'/x/'.repeat(5000)}!` }, 'PUBLIC_PATH must be a path'],
    ])('names %s (%j)', (name, bad, expected) => {
      const message = errorFor({ API_MODE: 'mock', ...bad })
      expect(message).toMatch(/^Invalid build settings:\n- /)
      expect(message).toContain(expected)
      expect(namesIn(message)).toEqual([name])
    })

    it('requires API_MODE', () => {
      expect(namesIn(errorFor({}))).toEqual(['API_MODE'])
    })

    it('names every bad variable at once', () => {
      const message = errorFor({
        API_MODE: 'live',
        MOCK_LATENCY: 'slow',
        SITE_EMAIL: 'nobody',
        SITE_MAP_URL: 'not a url',
      })
      expect(new Set(namesIn(message))).toEqual(
        new Set(['API_URL', 'MOCK_LATENCY', 'SITE_EMAIL', 'SITE_MAP_URL']),
      )
    })

    it('names a bad API_MODE together with other bad variables', () => {
      const message = errorFor({ API_MODE: 'demo', SITE_EMAIL: 'nobody' })
      expect(new Set(namesIn(message))).toEqual(new Set(['API_MODE', 'SITE_EMAIL']))
    })
  })

  describe('blank values', () => {
    it.each(['', '   '])('treats %j as missing and falls back to the defaults', (blank) => {
      const config = parseConfig({
        API_MODE: 'mock',
        API_URL: blank,
        MOCK_LATENCY: blank,
        SITE_NAME: blank,
        SITE_EMAIL: blank,
        SITE_WEB: blank,
        SITE_PHONE_1: blank,
        SITE_PHONE_2: blank,
        SITE_STREET_ADDRESS: blank,
        SITE_MAP_URL: blank,
      })
      expect(config).toEqual(parseConfig({ API_MODE: 'mock' }))
    })

    it.each(['', '  '])('reports a blank required variable (%j) as required', (blank) => {
      expect(errorFor({ API_MODE: blank })).toContain('API_MODE is required')
      const message = errorFor({ API_MODE: 'live', API_URL: blank })
      expect(message).toContain('API_URL is required')
      expect(namesIn(message)).toEqual(['API_URL'])
    })
  })

  describe('UPSTREAM_URL (the twin beside a real backend)', () => {
    it('is taken in mock mode as an API base address', () => {
      const upstream = 'https://rent.example.com/car-rental/api'
      expect(parseConfig({ API_MODE: 'mock', UPSTREAM_URL: upstream }).upstreamUrl).toBe(upstream)
      expect(parseConfig({ API_MODE: 'mock' })).not.toHaveProperty('upstreamUrl')
    })

    it('is refused in live mode and when it is no API base address', () => {
      expect(errorFor({ ...LIVE, UPSTREAM_URL: 'https://x.example/car-rental/api' })).toContain(
        'UPSTREAM_URL is for mock mode only',
      )
      expect(errorFor({ API_MODE: 'mock', UPSTREAM_URL: '/car-rental/api' })).toContain(
        'UPSTREAM_URL must be an http(s) address ending in /car-rental/api',
      )
    })
  })
})
