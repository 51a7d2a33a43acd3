import * as z from 'zod'
import { API_BASE_PATH } from './domain/api-base'

export type Env = Record<string, string | undefined>

const API_URL_PATTERN = /^(https?:\/\/[^\s/]+)?\/(?:[^\s?#]*\/)?car-rental\/api$/

const PUBLIC_PATH_PATTERN = /^\/(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]*$/

const text = (fallback: string) =>
  z
    .string()
    .trim()
    .transform((v) => v || fallback)
    .default(fallback)

const ConfigSchema = z
  .object({
    API_MODE: z.enum(['mock', 'live'], { error: 'must be "mock" or "live"' }),
    API_URL: z
      .string()
      .trim()
      .regex(API_URL_PATTERN, 'must be an address ending in /car-rental/api')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    UPSTREAM_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?\/car-rental\/api$/, {
        error: 'must be an http(s) address ending in /car-rental/api',
      })
      .optional(),
    MOCK_LATENCY: z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number of milliseconds')
      .transform(Number)
      .pipe(z.number().max(10000, 'must be at most 10000'))
      .optional(),
    PUBLIC_PATH: z
      .string()
      .trim()
      .regex(PUBLIC_PATH_PATTERN, 'must be a path such as / or /autovia-demo/')
      .refine((v) => !v.split('/').some((part) => /^\.+$/.test(part)), {
        error: 'must not contain . or .. segments',
      })
      .transform((v) => (v.endsWith('/') ? v : `${v}/`))
      .default('/'),
    SITE_NAME: text('Autovia'),
    SITE_EMAIL: z
      .string()
      .trim()
      .pipe(z.email('must be an e-mail address'))
      .default('hello@autovia.test'),
    SITE_WEB: text('www.autovia.test'),
    SITE_PHONE_1: text('+1 (212) 555-0142'),
    SITE_PHONE_2: text('+1 (212) 555-0199'),
    SITE_STREET_ADDRESS: text('350 Park Avenue, New York, NY 10022'),
    SITE_MAP_URL: z
      .string()
      .trim()
      .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }))
      .default(
        'https://www.openstreetmap.org/export/embed.html?bbox=-73.9790%2C40.7560%2C-73.9670%2C40.7620&layer=mapnik&marker=40.7590%2C-73.9730',
      ),
  })
  .superRefine((value, ctx) => {
    if (value.API_MODE === 'live' && !value.API_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_URL'],
        message: 'is required in live mode (the backend address ending in /car-rental/api)',
      })
    }
    if (value.API_MODE === 'live' && value.UPSTREAM_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['UPSTREAM_URL'],
        message: 'is for mock mode only (a live build talks to API_URL alone)',
      })
    }
  })

export interface AppConfig {
  mode: 'mock' | 'live'
  apiUrl: string
  mockLatency: number
  /** Mock mode: a real backend that families of calls may be routed to (docs/embedded-backend.md). */
  upstreamUrl?: string
  publicPath: string
  site: {
    name: string
    email: string
    web: string
    phones: [string, string]
    streetAddress: string
    mapUrl: string
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the build settings; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Env): AppConfig {
  // Blank means unset, whitespace included (`SITE_EMAIL= ` in an env file).
  const isBlank = (v: string | undefined) => v === undefined || v.trim() === ''
  const blanksAsMissing = Object.fromEntries(Object.entries(env).filter(([, v]) => !isBlank(v)))
  const result = ConfigSchema.safeParse(blanksAsMissing)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'settings')
      const missing = name in env && isBlank(env[name]) && !issue.message.startsWith('is required')
      return missing ? `${name} is required (${issue.message})` : `${name} ${issue.message}`
    })
    throw new ConfigError(`Invalid build settings:\n- ${lines.join('\n- ')}`)
  }
  const c = result.data
  return {
    mode: c.API_MODE,
    apiUrl: c.API_URL ?? API_BASE_PATH,
    mockLatency: c.MOCK_LATENCY ?? 300,
    ...(c.UPSTREAM_URL ? { upstreamUrl: c.UPSTREAM_URL } : {}),
    publicPath: c.PUBLIC_PATH,
    site: {
      name: c.SITE_NAME,
      email: c.SITE_EMAIL,
      web: c.SITE_WEB,
      phones: [c.SITE_PHONE_1, c.SITE_PHONE_2],
      streetAddress: c.SITE_STREET_ADDRESS,
      mapUrl: c.SITE_MAP_URL,
    },
  }
}

export const SETTING_NAMES = [
  'API_MODE',
  'API_URL',
  'MOCK_LATENCY',
  'UPSTREAM_URL',
  'PUBLIC_PATH',
  'SITE_NAME',
  'SITE_EMAIL',
  'SITE_WEB',
  'SITE_PHONE_1',
  'SITE_PHONE_2',
  'SITE_STREET_ADDRESS',
  'SITE_MAP_URL',
] as const
