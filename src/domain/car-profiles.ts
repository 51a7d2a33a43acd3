/** Side views of the body styles as geometry, shared by the demo's pictures and the app's art so a car looks the same. */

export const BODY_STYLES = [
  'sedan',
  'sports-saloon',
  'coupe',
  'rear-engine-coupe',
  'mid-engine-coupe',
  'suv',
  'wagon',
  'hatchback',
  'van',
  'convertible',
  'roadster',
] as const
export type BodyStyle = (typeof BODY_STYLES)[number]

export const GROUND = 240

/** A corner of an outline: x, y and how round the corner is drawn (0: sharp). */
type Corner = readonly [x: number, y: number, round?: number]

export interface Profile {
  outline: readonly Corner[]
  windows: ReadonlyArray<readonly Corner[]>
  doors: readonly number[]
  sill: number
  wheels: { rear: number; front: number; r: number }
  belt: number
  cladding?: boolean
  rails?: boolean
  open?: { screen: readonly [Corner, Corner]; seats: readonly number[] }
}

export const sedan: Profile = {
  outline: [
    [60, 214, 8],
    [56, 156, 14],
    [120, 146, 30],
    [196, 140, 30],
    [254, 86, 30],
    [386, 82, 34],
    [452, 134, 40],
    [578, 148, 18],
    [600, 170, 12],
    [600, 214, 8],
  ],
  windows: [
    [
      [214, 138, 6],
      [260, 96, 14],
      [318, 93, 4],
      [318, 138, 2],
    ],
    [
      [330, 138, 2],
      [330, 92, 4],
      [380, 91, 14],
      [430, 138, 6],
    ],
  ],
  doors: [214, 324, 440],
  sill: 214,
  wheels: { rear: 146, front: 486, r: 38 },
  belt: 140,
}

export const sportsSaloon: Profile = {
  outline: [
    [60, 214, 8],
    [56, 166, 14],
    [112, 154, 30],
    [174, 146, 40],
    [268, 94, 46],
    [362, 90, 40],
    [446, 140, 44],
    [584, 154, 22],
    [604, 178, 10],
    [602, 214, 8],
  ],
  windows: [
    [
      [200, 144, 6],
      [272, 102, 18],
      [326, 100, 4],
      [326, 144, 2],
    ],
    [
      [338, 144, 2],
      [338, 100, 4],
      [364, 99, 16],
      [426, 144, 6],
    ],
  ],
  doors: [210, 332, 436],
  sill: 212,
  wheels: { rear: 150, front: 488, r: 40 },
  belt: 146,
}

export const coupe: Profile = {
  outline: [
    [66, 214, 8],
    [60, 160, 14],
    [126, 148, 30],
    [186, 142, 40],
    [276, 92, 40],
    [364, 88, 34],
    [438, 138, 44],
    [582, 150, 20],
    [602, 174, 10],
    [600, 214, 8],
  ],
  windows: [
    [
      [214, 140, 6],
      [282, 100, 16],
      [350, 97, 14],
      [420, 140, 6],
    ],
  ],
  doors: [300, 430],
  sill: 214,
  wheels: { rear: 156, front: 484, r: 39 },
  belt: 142,
}

export const rearEngineCoupe: Profile = {
  outline: [
    [66, 212, 8],
    [60, 172, 20],
    [96, 146, 50],
    [200, 98, 60],
    [292, 84, 40],
    [360, 98, 30],
    [432, 142, 40],
    [576, 156, 26],
    [598, 180, 10],
    [598, 212, 8],
  ],
  windows: [
    [
      [196, 136, 6],
      [240, 104, 30],
      [300, 94, 20],
      [352, 104, 10],
      [408, 140, 6],
    ],
  ],
  doors: [300, 420],
  sill: 212,
  wheels: { rear: 176, front: 480, r: 40 },
  belt: 142,
}

export const midEngineCoupe: Profile = {
  outline: [
    [68, 212, 8],
    [62, 164, 14],
    [126, 150, 40],
    [226, 140, 30],
    [300, 94, 40],
    [366, 90, 30],
    [436, 140, 40],
    [576, 154, 24],
    [598, 178, 10],
    [598, 212, 8],
  ],
  windows: [
    [
      [250, 140, 6],
      [302, 102, 16],
      [360, 99, 12],
      [418, 140, 6],
    ],
  ],
  doors: [292, 426],
  sill: 212,
  wheels: { rear: 164, front: 482, r: 39 },
  belt: 142,
}

export const suv: Profile = {
  outline: [
    [56, 198, 8],
    [52, 112, 16],
    [74, 66, 24],
    [386, 60, 30],
    [462, 112, 36],
    [582, 120, 16],
    [606, 144, 12],
    [606, 198, 8],
  ],
  windows: [
    [
      [84, 112, 4],
      [92, 78, 10],
      [150, 75, 2],
      [164, 112, 2],
    ],
    [
      [178, 114, 2],
      [178, 74, 2],
      [286, 71, 2],
      [286, 114, 2],
    ],
    [
      [298, 114, 2],
      [298, 71, 2],
      [384, 70, 16],
      [440, 114, 6],
    ],
  ],
  doors: [172, 292, 450],
  sill: 196,
  wheels: { rear: 152, front: 492, r: 46 },
  belt: 116,
  cladding: true,
  rails: true,
}

export const wagon: Profile = {
  outline: [
    [56, 214, 8],
    [52, 150, 14],
    [68, 92, 26],
    [384, 82, 32],
    [452, 134, 40],
    [580, 148, 18],
    [602, 170, 12],
    [602, 214, 8],
  ],
  windows: [
    [
      [70, 136, 4],
      [80, 100, 10],
      [178, 96, 2],
      [178, 136, 2],
    ],
    [
      [190, 136, 2],
      [190, 95, 2],
      [312, 92, 2],
      [312, 136, 2],
    ],
    [
      [324, 136, 2],
      [324, 92, 2],
      [378, 91, 14],
      [430, 136, 6],
    ],
  ],
  doors: [186, 318, 440],
  sill: 214,
  wheels: { rear: 146, front: 488, r: 38 },
  belt: 138,
  rails: true,
}

export const hatchback: Profile = {
  outline: [
    [98, 214, 8],
    [94, 156, 14],
    [110, 96, 28],
    [170, 84, 20],
    [370, 82, 32],
    [440, 136, 40],
    [552, 148, 18],
    [572, 170, 12],
    [572, 214, 8],
  ],
  windows: [
    [
      [122, 136, 4],
      [130, 98, 10],
      [224, 93, 2],
      [224, 136, 2],
    ],
    [
      [236, 136, 2],
      [236, 92, 2],
      [366, 91, 14],
      [418, 136, 6],
    ],
  ],
  doors: [232, 426],
  sill: 214,
  wheels: { rear: 176, front: 470, r: 37 },
  belt: 138,
}

export const van: Profile = {
  outline: [
    [52, 208, 8],
    [48, 70, 16],
    [62, 42, 22],
    [440, 38, 26],
    [514, 112, 30],
    [590, 130, 20],
    [608, 156, 10],
    [608, 208, 8],
  ],
  windows: [
    [
      [66, 108, 4],
      [70, 56, 8],
      [196, 52, 2],
      [196, 108, 2],
    ],
    [
      [208, 108, 2],
      [208, 52, 2],
      [350, 50, 2],
      [350, 108, 2],
    ],
    [
      [362, 108, 2],
      [362, 50, 2],
      [446, 48, 12],
      [492, 110, 6],
    ],
  ],
  doors: [204, 356, 500],
  sill: 206,
  wheels: { rear: 144, front: 500, r: 40 },
  belt: 112,
}

export const convertible: Profile = {
  outline: [
    [66, 214, 8],
    [60, 162, 14],
    [126, 148, 20],
    [420, 144, 20],
    [582, 152, 20],
    [602, 176, 10],
    [600, 214, 8],
  ],
  windows: [],
  doors: [300, 432],
  sill: 214,
  wheels: { rear: 156, front: 484, r: 39 },
  belt: 146,
  open: {
    screen: [
      [420, 146],
      [382, 104],
    ],
    seats: [260, 330],
  },
}

export const roadster: Profile = {
  outline: [
    [118, 214, 6],
    [114, 168, 10],
    [150, 160, 12],
    [330, 156, 10],
    [350, 148, 8],
    [542, 156, 20],
    [560, 180, 10],
    [558, 214, 6],
  ],
  windows: [],
  doors: [],
  sill: 212,
  wheels: { rear: 186, front: 490, r: 36 },
  belt: 158,
  open: {
    screen: [
      [352, 150],
      [338, 118],
    ],
    seats: [272],
  },
}
/** Every body style by name, for the demo's pictures; the app imports the styles it draws one by one, so the others stay out of its download. */
export const PROFILES: Record<BodyStyle, Profile> = {
  sedan,
  'sports-saloon': sportsSaloon,
  coupe,
  'rear-engine-coupe': rearEngineCoupe,
  'mid-engine-coupe': midEngineCoupe,
  suv,
  wagon,
  hatchback,
  van,
  convertible,
  roadster,
}

export function roundedPath(corners: readonly Corner[]): string {
  const n = corners.length
  const parts: string[] = []
  for (let i = 0; i < n; i++) {
    const [x, y, round = 0] = corners[i]!
    const [px, py] = corners[(i - 1 + n) % n]!
    const [nx, ny] = corners[(i + 1) % n]!
    const toPrev = Math.hypot(px - x, py - y)
    const toNext = Math.hypot(nx - x, ny - y)
    const r = Math.min(round, toPrev / 2, toNext / 2)
    const ax = x + ((px - x) / toPrev) * r
    const ay = y + ((py - y) / toPrev) * r
    const bx = x + ((nx - x) / toNext) * r
    const by = y + ((ny - y) / toNext) * r
    parts.push(`${i === 0 ? 'M' : 'L'}${f(ax)} ${f(ay)}Q${x} ${y} ${f(bx)} ${f(by)}`)
  }
  return `${parts.join('')}Z`
}

const f = (n: number) => Math.round(n * 10) / 10

/** The painted body: the outline, closed along the sill with both wheel arches cut out. */
export function bodyPath(profile: Profile): string {
  const { outline, sill, wheels } = profile
  const arch = wheels.r + 8
  const rear = outline[0]!
  const front = outline[outline.length - 1]!
  const top = roundedPath(outline).replace(/Z$/, '')
  // The outline's closing edge is the bottom: replace it by the sill with the arches.
  return (
    `${top}L${front[0]} ${sill}` +
    `L${wheels.front + arch} ${sill}A${arch} ${arch} 0 0 0 ${wheels.front - arch} ${sill}` +
    `L${wheels.rear + arch} ${sill}A${arch} ${arch} 0 0 0 ${wheels.rear - arch} ${sill}` +
    `L${rear[0]} ${sill}Z`
  )
}

export function wellPaths(profile: Profile): string[] {
  const { sill, wheels } = profile
  const R = wheels.r + 8
  return [wheels.rear, wheels.front].map(
    (x) => `M${x + R} ${sill + 2}A${R} ${R} 0 0 0 ${x - R} ${sill + 2}Z`,
  )
}

export const windowPaths = (profile: Profile): string[] => profile.windows.map(roundedPath)

export function doorPath(profile: Profile): string {
  const { doors, belt, sill } = profile
  return doors.map((x) => `M${x} ${belt + 2}L${x - 2} ${sill - 8}`).join('')
}

export function creasePath(profile: Profile): string {
  const { outline, belt } = profile
  const rear = outline[0]![0] + 10
  const front = outline[outline.length - 1]![0] - 12
  return `M${rear} ${belt + 18}Q${(rear + front) / 2} ${belt + 10} ${front} ${belt + 16}`
}

export function lightPaths(profile: Profile): { head: string; tail: string } {
  const { outline } = profile
  const nose = outline[outline.length - 2]!
  const tail = outline[1]!
  const hx = nose[0]
  const hy = nose[1] + 4
  const tx = tail[0]
  const ty = tail[1] + 6
  return {
    head: `M${hx - 30} ${hy - 8}Q${hx - 6} ${hy - 8} ${hx + 2} ${hy + 6}L${hx - 22} ${hy + 8}Q${hx - 30} ${hy + 2} ${hx - 30} ${hy - 8}Z`,
    tail: `M${tx - 2} ${ty}L${tx + 20} ${ty + 2}L${tx + 18} ${ty + 12}L${tx - 2} ${ty + 14}Z`,
  }
}

export function grillePath(profile: Profile): string {
  const { outline, sill } = profile
  const nose = outline[outline.length - 1]!
  const x = nose[0]
  const y = Math.max(sill - 26, outline[outline.length - 2]![1] + 22)
  return `M${x - 2} ${y}L${x - 18} ${y + 2}L${x - 18} ${y + 12}L${x - 1} ${y + 12}Z`
}

export function wheelsOf(profile: Profile): Array<{ x: number; y: number; r: number }> {
  const { wheels } = profile
  return [wheels.rear, wheels.front].map((x) => ({ x, y: GROUND - wheels.r, r: wheels.r }))
}

/** The lower body's dark cladding: a band along the sill hugging both arches (SUVs only). */
export function claddingPath(profile: Profile): string | null {
  const { cladding, outline, sill, wheels } = profile
  if (!cladding) return null
  const arch = wheels.r + 8
  const rear = outline[0]![0] + 4
  const front = outline[outline.length - 1]![0] - 4
  const band = 16
  return (
    `M${rear} ${sill - band}L${wheels.rear - arch - 6} ${sill - band}` +
    `A${arch + 6} ${arch + 6} 0 0 1 ${wheels.rear + arch + 6} ${sill - band}` +
    `L${wheels.front - arch - 6} ${sill - band}` +
    `A${arch + 6} ${arch + 6} 0 0 1 ${wheels.front + arch + 6} ${sill - band}` +
    `L${front} ${sill - band}L${front} ${sill}L${wheels.front + arch} ${sill}` +
    `A${arch} ${arch} 0 0 0 ${wheels.front - arch} ${sill}L${wheels.rear + arch} ${sill}` +
    `A${arch} ${arch} 0 0 0 ${wheels.rear - arch} ${sill}L${rear} ${sill}Z`
  )
}

export function railsPath(profile: Profile): string | null {
  const { rails, outline } = profile
  if (!rails) return null
  const [, roofRear, roofFront] = [0, outline[2]!, outline[3]!]
  const y = Math.min(roofRear[1], roofFront[1]) - 5
  return `M${roofRear[0] + 30} ${y + 3}L${roofRear[0] + 40} ${y}L${roofFront[0] - 40} ${y}L${roofFront[0] - 30} ${y + 3}`
}

/** The door mirror at the foot of the windscreen, and door handles on each door. */
export function mirrorAndHandles(profile: Profile): { mirror: string | null; handles: string } {
  const { windows, doors, belt, open } = profile
  const front = windows.at(-1)
  const screenFoot = open ? open.screen[0] : front?.at(-1)
  const mirror = screenFoot ? `M${screenFoot[0] - 14} ${belt - 2}q2 -14 18 -12l4 12z` : null
  const handles = doors
    .slice(0, -1)
    .map((x) => `M${x + 16} ${belt + 24}h18`)
    .join('')
  return { mirror, handles }
}
