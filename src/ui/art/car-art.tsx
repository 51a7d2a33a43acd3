import { CAR_SHAPES, type CarStyle } from './car-shapes'
import { useSvgId } from './svg-id'

export interface CarArtProps {
  /** Body colour; any CSS colour. */
  paint?: string
  style?: CarStyle
  /** Accessible description; without it the drawing is decorative and hidden. */
  title?: string
  className?: string
}

const SPOKES = [0, 72, 144, 216, 288]

/** The dark wheel well behind the arch, so the arch never shows the background through. */
function wellPath(x: number, r: number, sill: number): string {
  const R = r + 8
  return `M${x + R} ${sill}A${R} ${R} 0 0 0 ${x - R} ${sill}Z`
}

function Wheel({ x, y, r, rim }: { x: number; y: number; r: number; rim: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#10141f" />
      <circle cx={x} cy={y} r={r * 0.82} fill="#222b40" />
      <circle cx={x} cy={y} r={r * 0.66} fill={`url(#${rim})`} />
      {SPOKES.map((angle) => (
        <rect
          key={angle}
          x={x - 3}
          y={y - r * 0.62}
          width={6}
          height={r * 0.5}
          rx={3}
          fill="#8b93a7"
          transform={`rotate(${angle} ${x} ${y})`}
        />
      ))}
      <circle cx={x} cy={y} r={r * 0.16} fill="#3a4463" />
      <circle cx={x} cy={y} r={r * 0.07} fill="#c8963e" />
    </g>
  )
}

/** A crisp side-view car drawn in SVG: the brand's stand-in for photography. */
export function CarArt({ paint = '#1b2540', style = 'sedan', title, className }: CarArtProps) {
  const shape = CAR_SHAPES[style]
  const id = useSvgId('car')
  const shade = `${id}-shade`
  const glass = `${id}-glass`
  const rim = `${id}-rim`
  const shadow = `${id}-shadow`
  const clip = `${id}-clip`
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const }
  return (
    <svg viewBox="0 0 640 260" className={className} {...a11y} focusable="false">
      <defs>
        <linearGradient id={shade} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.45" />
          <stop offset="0.38" stopColor="#fff" stopOpacity="0.04" />
          <stop offset="0.62" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.34" />
        </linearGradient>
        <linearGradient id={glass} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3d4b70" />
          <stop offset="0.45" stopColor="#1b2540" />
          <stop offset="0.5" stopColor="#56658c" />
          <stop offset="0.56" stopColor="#1b2540" />
          <stop offset="1" stopColor="#0f1729" />
        </linearGradient>
        <radialGradient id={rim} cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#eef1f7" />
          <stop offset="0.7" stopColor="#b4bccd" />
          <stop offset="1" stopColor="#6d7790" />
        </radialGradient>
        <radialGradient id={shadow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#0f1729" stopOpacity="0.38" />
          <stop offset="1" stopColor="#0f1729" stopOpacity="0" />
        </radialGradient>
        <clipPath id={clip}>
          <path d={shape.glass} />
        </clipPath>
      </defs>
      {title ? <title>{title}</title> : null}
      <ellipse cx="330" cy="240" rx="310" ry="16" fill={`url(#${shadow})`} />
      {shape.wheels.map(({ x, r }) => (
        <path key={x} d={wellPath(x, r, shape.sill)} fill="#0b0f19" />
      ))}
      <path d={shape.body} fill={paint} />
      <path d={shape.body} fill={`url(#${shade})`} />
      <path d={shape.glass} fill={`url(#${glass})`} />
      <g clipPath={`url(#${clip})`}>
        {shape.pillars.map((x) => (
          <rect key={x} x={x - 5} y={50} width={10} height={80} fill={paint} />
        ))}
      </g>
      <path d={shape.glass} fill="none" stroke="#0f1729" strokeOpacity="0.35" strokeWidth="2" />
      <path d={shape.crease} fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="2" />
      <path d={shape.doors} fill="none" stroke="#0f1729" strokeOpacity="0.28" strokeWidth="2" />
      <path d={shape.headlight} fill="#fdf6e3" stroke="#c8963e" strokeWidth="1.5" />
      <path d={shape.taillight} fill="#b3242c" />
      {shape.wheels.map((wheel) => (
        <Wheel key={wheel.x} {...wheel} rim={rim} />
      ))}
    </svg>
  )
}
