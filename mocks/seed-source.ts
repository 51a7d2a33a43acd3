import type { SeedOptions } from './seed-sizes'

/** Fills the database as `seedDatabase(options)` would (the same data for the same `now`). */
export type SeedSource = (options: SeedOptions) => Promise<void>

/** The seed made here: loaded on first use, so a host that brings its own never downloads it. */
const generated: SeedSource = async (options) => (await import('./seed')).seedDatabase(options)

let source: SeedSource = generated

/** The demo in the browser restores seeds made at build time instead (built-seed-loader.ts); Node hosts make them here. */
export function setSeedSource(next: SeedSource): void {
  source = next
}

/** Empties the database and fills it with the seed `options` name. */
export const seedData = (options: SeedOptions = {}): Promise<void> => source(options)

/** The seed made here whatever the host brings (a seed number or size no build carries). */
export const generatedSeed = generated
