/** The seed's sizes and options, apart from the seed itself so that a demo can leave it out. */
export interface SeedSize {
  vehicles: number
  customers: number
  reservations: number
}

export const SEED_SIZES = {
  default: { vehicles: 40, customers: 60, reservations: 300 },
  large: { vehicles: 500, customers: 2000, reservations: 10000 },
} satisfies Record<string, SeedSize>

/** The First day scenario's: the demo accounts and a handful of cars. */
export const FIRST_DAY_SIZE: SeedSize = { vehicles: 8, customers: 0, reservations: 0 }

export const DEFAULT_SEED = 2026

export interface SeedOptions {
  seed?: number
  now?: Date | number | string
  size?: keyof typeof SEED_SIZES | SeedSize
  /** Called once users, cars and pictures are in, before the reservations, so the first screen's reads may be served from then on. */
  coreReady?: () => void | Promise<void>
}

/** The seeds a demo build carries made (scripts/parcel.ts writes them; built-seed.ts). */
export const BUILT_SEEDS = {
  everyday: SEED_SIZES.default,
  'first-day': FIRST_DAY_SIZE,
  'large-fleet': SEED_SIZES.large,
} as const satisfies Record<string, SeedSize>
export type BuiltSeedName = keyof typeof BUILT_SEEDS

/** The folder of a demo build that holds them, beside its pages. */
export const BUILT_SEED_DIR = 'demo-data'

const sizeOf = (options: SeedOptions): SeedSize =>
  typeof options.size === 'object' ? options.size : SEED_SIZES[options.size ?? 'default']

/** Which built seed `options` asks for, if any: the default seed number at one of their sizes. */
export function builtSeedFor(options: SeedOptions): BuiltSeedName | undefined {
  if ((options.seed ?? DEFAULT_SEED) !== DEFAULT_SEED) return undefined
  const size = sizeOf(options)
  const same = (other: SeedSize) =>
    other.vehicles === size.vehicles &&
    other.customers === size.customers &&
    other.reservations === size.reservations
  return (Object.keys(BUILT_SEEDS) as BuiltSeedName[]).find((name) => same(BUILT_SEEDS[name]))
}
