import { useSvgId } from './svg-id'

export type HairStyle = 'short' | 'long' | 'bun'

export interface PortraitLook {
  skin: string
  hair: string
  shirt: string
  hairStyle: HairStyle
  glasses?: boolean
}

export interface TeamPortraitProps extends PortraitLook {
  title: string
  className?: string
}

function HairBack({ style, color }: { style: HairStyle; color: string }) {
  if (style !== 'long') return null
  return <path d="M64 92C58 48 142 48 136 92L142 156C120 164 80 164 58 156Z" fill={color} />
}

function HairFront({ style, color }: { style: HairStyle; color: string }) {
  if (style === 'long')
    return (
      <path
        d="M66 96C60 56 84 50 100 50C118 50 142 58 134 96C128 76 112 66 94 70C82 74 72 82 66 96Z"
        fill={color}
      />
    )
  return (
    <g fill={color}>
      {style === 'bun' ? <circle cx="100" cy="50" r="15" /> : null}
      <path d="M68 90C64 58 84 52 100 52C120 52 138 60 132 92C128 76 118 68 100 68C84 68 72 76 68 90Z" />
    </g>
  )
}

/** A stylised team avatar in SVG, so the About page needs no photographs. */
export function TeamPortrait({ title, className, ...look }: TeamPortraitProps) {
  const id = useSvgId('portrait')
  const backdrop = `${id}-bg`
  const clip = `${id}-clip`
  return (
    <svg viewBox="0 0 200 200" className={className} role="img" aria-label={title}>
      <defs>
        <linearGradient id={backdrop} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--brand-accent-soft)" />
          <stop offset="1" stopColor="var(--brand-border)" />
        </linearGradient>
        <clipPath id={clip}>
          <circle cx="100" cy="100" r="100" />
        </clipPath>
      </defs>
      <title>{title}</title>
      <g clipPath={`url(#${clip})`}>
        <rect width="200" height="200" fill={`url(#${backdrop})`} />
        <circle cx="150" cy="46" r="58" fill="var(--brand-surface)" opacity="0.35" />
        <HairBack style={look.hairStyle} color={look.hair} />
        <path d="M28 204C32 156 68 136 100 136C132 136 168 156 172 204Z" fill={look.shirt} />
        <path d="M86 136L100 162L114 136Z" fill="var(--brand-surface)" opacity="0.9" />
        <rect x="89" y="112" width="22" height="28" rx="8" fill={look.skin} />
        <rect x="89" y="112" width="22" height="28" rx="8" fill="var(--brand-ink)" opacity="0.12" />
        <ellipse cx="70" cy="96" rx="6" ry="9" fill={look.skin} />
        <ellipse cx="130" cy="96" rx="6" ry="9" fill={look.skin} />
        <ellipse cx="100" cy="94" rx="31" ry="37" fill={look.skin} />
        <HairFront style={look.hairStyle} color={look.hair} />
        <circle cx="88" cy="96" r="3" fill="var(--brand-text)" />
        <circle cx="112" cy="96" r="3" fill="var(--brand-text)" />
        <path
          d="M84 86Q88 83 93 86M107 86Q112 83 116 86"
          stroke={look.hair}
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M91 114Q100 121 109 114"
          stroke="var(--portrait-lips)"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
        {look.glasses ? (
          <g fill="none" stroke="var(--brand-text)" strokeWidth="2.5">
            <rect x="76" y="87" width="20" height="16" rx="6" />
            <rect x="104" y="87" width="20" height="16" rx="6" />
            <path d="M96 94H104" />
          </g>
        ) : null}
      </g>
    </svg>
  )
}
