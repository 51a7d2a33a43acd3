import {
  bodyPath,
  claddingPath,
  creasePath,
  doorPath,
  GROUND,
  grillePath,
  lightPaths,
  mirrorAndHandles,
  type Profile,
  railsPath,
  sedan,
  wellPaths,
  wheelsOf,
  windowPaths,
} from '../../domain/car-profiles'
import { useSvgId } from './svg-id'

export interface CarArtProps {
  paint?: string
  /** The body style's geometry, one of car-profiles' exports: imported by name, so a page carries only the styles it draws. */
  body?: Profile
  title?: string
  className?: string
}

const SPOKES = Array.from({ length: 10 }, (_, i) => i * 36)

function Wheel({ x, y, r, rim }: { x: number; y: number; r: number; rim: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="var(--art-tyre)" />
      <circle cx={x} cy={y} r={r * 0.7} fill={`url(#${rim})`} />
      {SPOKES.map((angle) => (
        <path
          key={angle}
          d={`M${x - 2} ${y - r * 0.16}L${x - 3.2} ${y - r * 0.64}L${x + 3.2} ${y - r * 0.64}L${x + 2} ${y - r * 0.16}Z`}
          fill="var(--art-chrome)"
          transform={`rotate(${angle} ${x} ${y})`}
        />
      ))}
      <circle cx={x} cy={y} r={r * 0.17} fill="var(--art-chrome)" />
      <circle cx={x} cy={y} r={r * 0.07} fill="var(--brand-accent)" />
    </g>
  )
}

export function CarArt({
  paint = 'var(--paint-navy)',
  body: profile = sedan,
  title,
  className,
}: CarArtProps) {
  const id = useSvgId('car')
  const shade = `${id}-shade`
  const glass = `${id}-glass`
  const rim = `${id}-rim`
  const shadow = `${id}-shadow`
  const body = bodyPath(profile)
  const { head, tail } = lightPaths(profile)
  const { mirror, handles } = mirrorAndHandles(profile)
  const cladding = claddingPath(profile)
  const rails = railsPath(profile)
  const open = profile.open
  const { outline, belt } = profile
  const mid = (outline[0]![0] + outline[outline.length - 1]![0]) / 2
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const }
  return (
    <svg viewBox="0 0 640 260" className={className} {...a11y} focusable="false">
      <defs>
        <linearGradient id={shade} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--brand-surface)" stopOpacity="0.45" />
          <stop offset="0.38" stopColor="var(--brand-surface)" stopOpacity="0.04" />
          <stop offset="0.62" stopColor="var(--art-tyre)" stopOpacity="0" />
          <stop offset="1" stopColor="var(--art-tyre)" stopOpacity="0.4" />
        </linearGradient>
        <linearGradient id={glass} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--art-glass-light)" />
          <stop offset="0.45" stopColor="var(--art-glass-dark)" />
          <stop offset="0.5" stopColor="var(--art-glass-light)" />
          <stop offset="0.56" stopColor="var(--art-glass-dark)" />
          <stop offset="1" stopColor="var(--art-glass-dark)" />
        </linearGradient>
        <radialGradient id={rim} cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="var(--art-chrome-shade)" />
          <stop offset="1" stopColor="var(--art-tyre)" />
        </radialGradient>
        <radialGradient id={shadow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="var(--brand-ink)" stopOpacity="0.38" />
          <stop offset="1" stopColor="var(--brand-ink)" stopOpacity="0" />
        </radialGradient>
      </defs>
      {title ? <title>{title}</title> : null}
      <ellipse cx={mid} cy={GROUND} rx="300" ry="14" fill={`url(#${shadow})`} />
      {wellPaths(profile).map((d) => (
        <path key={d} d={d} fill="var(--art-well)" />
      ))}
      {open?.seats.map((x) => (
        <path
          key={x}
          d={`M${x - 12} ${belt + 2}L${x - 8} ${belt - 30}Q${x} ${belt - 38} ${x + 8} ${belt - 30}L${x + 10} ${belt + 2}Z`}
          fill="var(--art-tyre)"
        />
      ))}
      {open ? (
        <path
          d={`M${open.screen[0][0]} ${open.screen[0][1]}L${open.screen[1][0]} ${open.screen[1][1]}`}
          stroke="var(--art-glass-dark)"
          strokeWidth="5"
          strokeLinecap="round"
        />
      ) : null}
      <path d={body} fill={paint} />
      <path d={body} fill={`url(#${shade})`} />
      {windowPaths(profile).map((d) => (
        <path
          key={d}
          d={d}
          fill={`url(#${glass})`}
          stroke="var(--art-glass-dark)"
          strokeWidth="1.5"
        />
      ))}
      {cladding ? <path d={cladding} fill="var(--art-tyre)" /> : null}
      {rails ? (
        <path
          d={rails}
          fill="none"
          stroke="var(--art-tyre)"
          strokeWidth="4"
          strokeLinecap="round"
        />
      ) : null}
      {mirror ? (
        <path d={mirror} fill={paint} stroke="var(--art-tyre)" strokeOpacity="0.35" />
      ) : null}
      <path
        d={handles}
        stroke="var(--art-tyre)"
        strokeOpacity="0.4"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d={creasePath(profile)}
        fill="none"
        stroke="var(--brand-surface)"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      <path
        d={doorPath(profile)}
        fill="none"
        stroke="var(--art-tyre)"
        strokeOpacity="0.3"
        strokeWidth="1.6"
      />
      <path d={grillePath(profile)} fill="var(--art-tyre)" />
      <path d={head} fill="var(--art-headlight)" stroke="var(--brand-accent)" strokeWidth="1.5" />
      <path d={tail} fill="var(--art-taillight)" />
      {wheelsOf(profile).map((wheel) => (
        <Wheel key={wheel.x} {...wheel} rim={rim} />
      ))}
    </svg>
  )
}
