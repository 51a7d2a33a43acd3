/**
 * Side-view vector illustrations of cars, generated rather than downloaded: one shape
 * per body style, painted in the vehicle's colour on a soft studio gradient.
 */
import { BACKDROPS, type BodyStyle, type Paint, SHAPES, type Shape } from './car-shapes'

const GROUND = 296

function bodyPath(s: Shape): string {
  const bottom = GROUND - s.wheelR + 6
  const arch = s.wheelR + 10
  const roofLine = s.open
    ? `L${s.aBase} ${s.hood}`
    : `Q${s.cBase + (s.roofRear - s.cBase) * 0.55} ${s.roof + 6} ${s.roofRear} ${s.roof}` +
      ` L${s.roofFront} ${s.roof}` +
      ` Q${s.roofFront + (s.aBase - s.roofFront) * 0.35} ${s.roof + 2} ${s.aBase} ${s.hood}`
  return [
    `M${s.rear} ${bottom - 14}`,
    `L${s.rear} ${s.deck + 24} Q${s.rear + 2} ${s.deck + 2} ${s.rear + 28} ${s.deck}`,
    `L${s.cBase} ${s.deck - 2}`,
    roofLine,
    `L${s.front - 34} ${s.hood + 6} Q${s.front} ${s.hood + 10} ${s.front} ${s.hood + 38}`,
    `L${s.front} ${bottom - 12} Q${s.front} ${bottom} ${s.front - 14} ${bottom}`,
    `L${s.frontAxle + arch} ${bottom} A${arch} ${arch} 0 0 0 ${s.frontAxle - arch} ${bottom}`,
    `L${s.rearAxle + arch} ${bottom} A${arch} ${arch} 0 0 0 ${s.rearAxle - arch} ${bottom}`,
    `L${s.rear + 12} ${bottom} Q${s.rear} ${bottom} ${s.rear} ${bottom - 14} Z`,
  ].join(' ')
}

function glassPath(s: Shape): string {
  if (s.open)
    return `M${s.aBase - 40} ${s.hood + 2} L${s.aBase - 16} ${s.roof} L${s.aBase + 4} ${s.hood + 2} Z`
  const belt = Math.min(s.deck, s.hood) - 6
  return [
    `M${s.cBase + 16} ${belt}`,
    `Q${s.cBase + (s.roofRear - s.cBase) * 0.6} ${s.roof + 12} ${s.roofRear + 8} ${s.roof + 9}`,
    `L${s.roofFront - 4} ${s.roof + 9}`,
    `Q${s.roofFront + (s.aBase - s.roofFront) * 0.35} ${s.roof + 12} ${s.aBase - 18} ${belt} Z`,
  ].join(' ')
}

function seats(s: Shape): string {
  return [s.aBase - 150, s.aBase - 92]
    .map((x) => `<rect x="${x}" y="${s.hood - 26}" width="20" height="30" rx="8" fill="#23262c"/>`)
    .join('')
}

function wheel(cx: number, r: number, caliper: string): string {
  const cy = GROUND - r
  const spokes = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<rect x="${cx - 2.5}" y="${cy - r * 0.66}" width="5" height="${r * 0.6}" rx="2" fill="#8d939c" transform="rotate(${a} ${cx} ${cy})"/>`,
    )
    .join('')
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#15161a"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="url(#rim)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#3a3e45"/>`,
    `<path d="M${cx - r * 0.42} ${cy - r * 0.2} a${r * 0.46} ${r * 0.46} 0 0 1 ${r * 0.3} ${-r * 0.36}" stroke="${caliper}" stroke-width="${r * 0.14}" stroke-linecap="round" fill="none"/>`,
    spokes,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="#2a2d33"/>`,
  ].join('')
}

/** A complete SVG document (viewBox 0 0 640 360) of a car of `style` in `paint`. */
export function vehicleSvg(style: BodyStyle, paint: Paint, backdrop = 0): string {
  const s = SHAPES[style]
  const [bgTop, bgBottom] = BACKDROPS[backdrop % BACKDROPS.length]!
  const belt = Math.min(s.deck, s.hood) - 6
  const pillarX = s.open ? -100 : (s.roofRear + s.roofFront) / 2
  const mid = (s.rear + s.front) / 2
  // Sporty shapes get coloured brake calipers, the rest quiet graphite ones.
  const caliper = style === 'coupe' || style === 'convertible' ? '#c8102e' : '#5b6068'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${style}, ${paint.name}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".32"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3c4654"/><stop offset="1" stop-color="#141a22"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<clipPath id="shell"><path d="${bodyPath(s)}"/></clipPath>
<radialGradient id="rim"><stop offset="0" stop-color="#e4e7eb"/><stop offset="1" stop-color="#9aa1aa"/></radialGradient>
<filter id="blur" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="6"/></filter>
</defs>
<rect width="640" height="360" fill="url(#bg)"/>
<ellipse cx="320" cy="150" rx="340" ry="150" fill="url(#glow)"/>
<ellipse cx="${mid}" cy="${GROUND + 2}" rx="${(s.front - s.rear) / 2 + 8}" ry="9" fill="#000" opacity=".28" filter="url(#blur)"/>
<path d="${bodyPath(s)}" fill="${paint.hex}"/>
<path d="${bodyPath(s)}" fill="url(#paint)" stroke="#0b0d12" stroke-opacity=".18" stroke-width="1.2"/>
${s.open ? seats(s) : ''}
<path d="${glassPath(s)}" fill="url(#glass)" ${s.open ? 'opacity=".6"' : 'clip-path="url(#shell)"'}/>
<path d="M${s.roofFront - 70} ${belt} L${s.roofFront - 30} ${s.roof} L${s.roofFront - 8} ${s.roof} L${s.roofFront - 48} ${belt} Z" fill="#fff" opacity=".08" clip-path="url(#shell)"/>
<rect x="${pillarX - 4}" y="${s.roof + 6}" width="8" height="${belt - s.roof}" fill="${paint.hex}"/>
<path d="M${s.aBase - 24} ${s.hood - 4} q4 -12 16 -10 l2 10 z" fill="${paint.hex}" stroke="#000" stroke-opacity=".3"/>
<path d="M${s.rear + 30} ${belt + 10} L${s.front - 40} ${belt + 12}" stroke="#fff" stroke-opacity=".35" stroke-width="2" fill="none"/>
<path d="M${pillarX} ${belt + 4} L${pillarX + 4} ${GROUND - s.wheelR - 2}" stroke="#000" stroke-opacity=".25" stroke-width="1.2"/>
<rect x="${pillarX - 44}" y="${belt + 22}" width="18" height="4" rx="2" fill="#000" opacity=".35"/>
<path d="M${s.front - 30} ${s.hood + 14} q20 2 26 12 l-22 -2 z" fill="#f4f1e6"/>
<rect x="${s.rear - 2}" y="${s.deck + 8}" width="10" height="14" rx="3" fill="#b3121b"/>
<rect x="${s.rear + 16}" y="${GROUND - s.wheelR - 4}" width="${s.front - s.rear - 32}" height="5" rx="2" fill="#000" opacity=".18"/>
${wheel(s.rearAxle, s.wheelR, caliper)}
${wheel(s.frontAxle, s.wheelR, caliper)}
</svg>`
}
