/** Body styles, paints and backdrops of the generated car pictures (see images.ts). */
export const BODY_STYLES = [
  'sedan',
  'suv',
  'coupe',
  'hatchback',
  'wagon',
  'convertible',
  'van',
] as const
export type BodyStyle = (typeof BODY_STYLES)[number]

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

export const BACKDROPS: readonly [string, string][] = [
  ['#f5f2ed', '#dfe5ec'],
  ['#eef2f6', '#d5dde7'],
  ['#f3efe9', '#e2d9cc'],
  ['#edf1ef', '#d3dfda'],
]

// Shape of each style in the 640x360 frame; x grows toward the front of the car.
export interface Shape {
  rear: number
  front: number
  deck: number
  hood: number
  roof: number
  roofRear: number
  roofFront: number
  cBase: number
  aBase: number
  wheelR: number
  rearAxle: number
  frontAxle: number
  open?: boolean
}

export const SHAPES: Record<BodyStyle, Shape> = {
  sedan: shape(72, 578, 196, 194, 132, 282, 392, 196, 474, 40, 172, 478),
  coupe: shape(80, 574, 200, 198, 146, 292, 372, 150, 470, 41, 178, 474),
  suv: shape(76, 570, 168, 178, 104, 112, 396, 90, 476, 46, 178, 474),
  hatchback: shape(118, 546, 190, 196, 132, 182, 380, 124, 458, 39, 196, 456),
  wagon: shape(70, 578, 190, 194, 130, 108, 392, 82, 474, 40, 172, 478),
  convertible: { ...shape(80, 574, 202, 200, 176, 290, 372, 250, 468, 40, 180, 476), open: true },
  van: shape(70, 572, 140, 182, 96, 84, 360, 74, 482, 42, 170, 478),
}

function shape(...n: number[]): Shape {
  const [rear, front, deck, hood, roof, roofRear, roofFront, cBase, aBase, wheelR, ra, fa] = n as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  return {
    rear,
    front,
    deck,
    hood,
    roof,
    roofRear,
    roofFront,
    cBase,
    aBase,
    wheelR,
    rearAxle: ra,
    frontAxle: fa,
  }
}
