import { useSvgId } from './svg-id'

export type BackdropVariant = 'city' | 'road' | 'support'

const BUILDINGS = [
  [20, 150],
  [70, 100],
  [120, 170],
  [180, 80],
  [230, 130],
  [290, 190],
  [350, 110],
  [400, 160],
  [460, 90],
  [520, 140],
  [570, 120],
] as const

function City() {
  return (
    <g>
      <circle cx="470" cy="120" r="70" fill="var(--brand-accent)" opacity="0.22" />
      {BUILDINGS.map(([x, height]) => (
        <g key={x}>
          <rect
            x={x}
            y={300 - height}
            width="44"
            height={height}
            rx="3"
            fill="var(--brand-ink)"
            opacity="0.07"
          />
          {Array.from(
            { length: Math.floor(height / 34) },
            (_, row) => 300 - height + 14 + row * 34,
          ).map((y) => (
            <rect
              key={y}
              x={x + 10}
              y={y}
              width="24"
              height="8"
              rx="2"
              fill="var(--brand-ink)"
              opacity="0.06"
            />
          ))}
        </g>
      ))}
    </g>
  )
}

function Road() {
  return (
    <g>
      <path
        d="M0 200C120 150 220 170 320 150C430 128 540 150 640 130V300H0Z"
        fill="var(--brand-ink)"
        opacity="0.05"
      />
      <path
        d="M0 230C160 200 260 215 360 196C470 176 560 190 640 176V300H0Z"
        fill="var(--brand-ink)"
        opacity="0.06"
      />
      <path d="M300 300L334 150H346L420 300Z" fill="var(--brand-ink)" opacity="0.1" />
      <path
        d="M341 160V182M342 196V226M344 244V290"
        stroke="var(--brand-accent)"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.7"
      />
      <circle cx="520" cy="70" r="40" fill="var(--brand-accent)" opacity="0.18" />
    </g>
  )
}

function Support() {
  const ticks = Array.from({ length: 24 }, (_, hour) => hour * 15)
  return (
    <g transform="translate(420 140)">
      <circle r="130" fill="none" stroke="var(--brand-ink)" strokeOpacity="0.08" strokeWidth="2" />
      <circle r="96" fill="var(--brand-accent)" opacity="0.12" />
      <path
        d="M0-96A96 96 0 1 1-83 48"
        fill="none"
        stroke="var(--brand-accent)"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.6"
      />
      {ticks.map((angle) => (
        <rect
          key={angle}
          x="-1.5"
          y="-126"
          width="3"
          height={angle % 90 ? 8 : 16}
          fill="var(--brand-ink)"
          opacity="0.18"
          transform={`rotate(${angle})`}
        />
      ))}
      <path
        d="M0 0V-58M0 0L40 22"
        stroke="var(--brand-ink)"
        strokeOpacity="0.3"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </g>
  )
}

/** Quiet scenery behind the hero cars: a skyline, an open road, a 24-hour dial. */
function EdgeFade({ id }: { id: string }) {
  return (
    <defs>
      <radialGradient id={`${id}-fade`} cx="0.55" cy="0.55" r="0.6">
        <stop offset="0.55" stopColor="var(--brand-surface)" />
        <stop offset="1" stopColor="var(--brand-ink)" />
      </radialGradient>
      <mask id={id}>
        <rect width="640" height="300" fill={`url(#${id}-fade)`} />
      </mask>
    </defs>
  )
}

export function HeroBackdrop({
  variant,
  className,
}: {
  variant: BackdropVariant
  className?: string
}) {
  const mask = useSvgId('backdrop')
  return (
    <svg
      viewBox="0 0 640 300"
      className={className}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMax meet"
    >
      <EdgeFade id={mask} />
      <g mask={`url(#${mask})`}>
        {variant === 'city' ? <City /> : variant === 'road' ? <Road /> : <Support />}
      </g>
    </svg>
  )
}
