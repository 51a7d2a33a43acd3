/** Paints and backdrops of the generated car pictures (see images.ts). */
export interface Paint {
  name: string
  hex: string
}

export const PAINTS: readonly Paint[] = [
  { name: 'Obsidian Black', hex: '#17191e' },
  { name: 'Alpine White', hex: '#eceef1' },
  { name: 'Graphite', hex: '#474c55' },
  { name: 'Silver Metallic', hex: '#b4bac2' },
  { name: 'Portimao Blue', hex: '#1f4e9c' },
  { name: 'Midnight Navy', hex: '#1b2842' },
  { name: 'British Racing Green', hex: '#1e4a37' },
  { name: 'Rosso Corsa', hex: '#a3161d' },
  { name: 'Champagne', hex: '#c2a772' },
  { name: 'Burgundy', hex: '#5c1a27' },
  { name: 'Ocean Teal', hex: '#1f6a74' },
  { name: 'Mineral Grey', hex: '#6a7079' },
]

export const PAINT_NAMES = PAINTS.map((paint) => paint.name) as [string, ...string[]]

export const BACKDROPS: readonly [string, string][] = [
  ['#f5f2ed', '#dfe5ec'],
  ['#eef2f6', '#d5dde7'],
  ['#f3efe9', '#e2d9cc'],
  ['#edf1ef', '#d3dfda'],
]
