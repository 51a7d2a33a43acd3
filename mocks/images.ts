/** Car pictures drawn from each body style's geometry (src/domain/car-profiles.ts), so the demo downloads none. */
import {
  type BodyStyle,
  bodyPath,
  claddingPath,
  creasePath,
  doorPath,
  GROUND,
  grillePath,
  lightPaths,
  mirrorAndHandles,
  PROFILES,
  type Profile,
  railsPath,
  wellPaths,
  wheelsOf,
  windowPaths,
} from '../src/domain/car-profiles'
import { BACKDROPS, PAINTS, type Paint } from './car-shapes'
import type { CarDrawing } from './db'

const TOP = 60

const SPORTY: readonly BodyStyle[] = [
  'sports-saloon',
  'coupe',
  'rear-engine-coupe',
  'mid-engine-coupe',
  'convertible',
  'roadster',
]

function wheel(x: number, y: number, r: number, caliper: string): string {
  const spokes = Array.from({ length: 10 }, (_, i) => i * 36)
    .map(
      (a) =>
        `<path d="M${x - 2} ${y - r * 0.16}L${x - 3.2} ${y - r * 0.64}L${x + 3.2} ${y - r * 0.64}L${x + 2} ${y - r * 0.16}Z" fill="#c9ced6" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('')
  return [
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#16181d"/>`,
    `<circle cx="${x}" cy="${y}" r="${r - 3}" fill="none" stroke="#2b2e35" stroke-width="2"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="#2a2d33"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.54}" fill="#4a4f58"/>`,
    `<path d="M${x - r * 0.48} ${y - r * 0.18}A${r * 0.5} ${r * 0.5} 0 0 1 ${x - r * 0.12} ${y - r * 0.49}" stroke="${caliper}" stroke-width="${r * 0.16}" stroke-linecap="round" fill="none"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.68}" fill="none" stroke="#dfe3e8" stroke-width="2.4"/>`,
    spokes,
    `<circle cx="${x}" cy="${y}" r="${r * 0.17}" fill="#d5d9df"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.07}" fill="#30343b"/>`,
  ].join('')
}

function openCabin({ open, belt }: Profile, paint: string): string {
  if (!open) return ''
  const [[bx, by], [tx, ty]] = open.screen
  const seats = open.seats
    .map(
      (x) =>
        `<path d="M${x - 12} ${belt + 2}L${x - 8} ${belt - 30}Q${x} ${belt - 38} ${x + 8} ${belt - 30}L${x + 10} ${belt + 2}Z" fill="#2a2421"/>`,
    )
    .join('')
  return `${seats}<path d="M${bx} ${by}L${tx} ${ty}" stroke="#2f3640" stroke-width="5" stroke-linecap="round"/><path d="M${bx - 4} ${by}L${tx - 4} ${ty + 2}L${tx - 24} ${ty + 6}L${bx - 28} ${by}Z" fill="#8fa3b8" opacity=".35"/><path d="M${bx - 40} ${by + 2}L${bx + 6} ${by + 2}" stroke="${paint}" stroke-width="4"/>`
}

/** A complete SVG document (viewBox 0 0 640 360) of a car of `style` in `paint`. */
export function vehicleSvg(style: BodyStyle, paint: Paint, backdrop = 0): string {
  const [bgTop, bgBottom] = BACKDROPS[backdrop % BACKDROPS.length]!
  const profile = PROFILES[style]
  const body = bodyPath(profile)
  const { head, tail } = lightPaths(profile)
  const { outline } = profile
  const length = outline[outline.length - 1]![0] - outline[0]![0]
  const mid = (outline[outline.length - 1]![0] + outline[0]![0]) / 2
  const caliper = SPORTY.includes(style) ? '#c8102e' : '#5b6068'
  const cladding = claddingPath(profile)
  const rails = railsPath(profile)
  const { mirror, handles } = mirrorAndHandles(profile)
  const windows = windowPaths(profile)
    .map(
      (d) =>
        `<path d="${d}" fill="url(#glass)" stroke="#0b0d12" stroke-opacity=".5" stroke-width="1.5"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${style}, ${paint.name}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".38"/><stop offset=".36" stop-color="#fff" stop-opacity=".04"/><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".36"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a5666"/><stop offset=".48" stop-color="#1a212b"/><stop offset=".52" stop-color="#5d6b7d"/><stop offset=".58" stop-color="#1a212b"/><stop offset="1" stop-color="#10151c"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<filter id="blur" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="6"/></filter>
</defs>
<rect width="640" height="360" fill="url(#bg)"/>
<ellipse cx="320" cy="150" rx="340" ry="150" fill="url(#glow)"/>
<g transform="translate(0 ${TOP})">
<ellipse cx="${mid}" cy="${GROUND}" rx="${length / 2 + 10}" ry="9" fill="#000" opacity=".3" filter="url(#blur)"/>
${wellPaths(profile)
  .map((d) => `<path d="${d}" fill="#0c0e12"/>`)
  .join('')}
${openCabin(profile, paint.hex)}
<path d="${body}" fill="${paint.hex}"/>
<path d="${body}" fill="url(#paint)" stroke="#0b0d12" stroke-opacity=".25" stroke-width="1.2"/>
${windows}
${cladding ? `<path d="${cladding}" fill="#23262c"/>` : ''}
${rails ? `<path d="${rails}" fill="none" stroke="#2b2e35" stroke-width="4" stroke-linecap="round"/>` : ''}
${mirror ? `<path d="${mirror}" fill="${paint.hex}" stroke="#0b0d12" stroke-opacity=".35"/>` : ''}
<path d="${handles}" stroke="#0b0d12" stroke-opacity=".4" stroke-width="3" stroke-linecap="round"/>
<path d="${creasePath(profile)}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
<path d="${doorPath(profile)}" fill="none" stroke="#0b0d12" stroke-opacity=".3" stroke-width="1.6"/>
<path d="${grillePath(profile)}" fill="#15181d"/>
<path d="${head}" fill="#f7f4ea" stroke="#0b0d12" stroke-opacity=".35"/>
<path d="${tail}" fill="#b3121b"/>
${wheelsOf(profile)
  .map(({ x, y, r }) => wheel(x, y, r, caliper))
  .join('')}
</g>
</svg>`
}

/** Pictures drawn so far, by what they show: a fleet repeats its models, paints and backdrops. */
const drawn = new Map<string, string>()

export function drawingSvg({ body, paint, backdrop }: CarDrawing): string {
  const key = `${body}|${paint}|${backdrop}`
  let svg = drawn.get(key)
  if (svg === undefined) {
    const colour = PAINTS.find((p) => p.name === paint) ?? PAINTS[0]!
    svg = vehicleSvg(body, colour, backdrop)
    drawn.set(key, svg)
  }
  return svg
}
