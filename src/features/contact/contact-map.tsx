import { config } from '../../config'
import { useT } from '../../i18n/i18n'
import { onlineMapUrl } from './map-link'

// City blocks of the drawing: x, y, width, height on a 640 x 360 plan.
const BLOCKS: ReadonlyArray<readonly [number, number, number, number]> = [
  [20, 20, 130, 90],
  [170, 20, 150, 90],
  [340, 20, 110, 90],
  [470, 20, 150, 90],
  [20, 130, 130, 100],
  [170, 130, 60, 100],
  [250, 130, 70, 100],
  [470, 130, 150, 100],
  [20, 250, 130, 90],
  [170, 250, 150, 90],
  [340, 250, 110, 90],
  [470, 250, 150, 90],
]

/** A drawn street map of the address, made here like the car pictures: it shows at once and works with no network, where a third-party embed would be a grey broken frame. */
export function ContactMap() {
  const t = useT()
  const { name, streetAddress, mapUrl } = config.site
  return (
    <figure className="contact-map">
      <svg
        className="contact-map__plan"
        viewBox="0 0 640 360"
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-label={t('Map of {name}: {address}', { name, address: streetAddress })}
      >
        <rect width="640" height="360" fill="var(--brand-surface-3)" />
        {/* A river along the east side and a park in the middle of the grid. */}
        <path
          d="M600 0C580 80 640 150 610 230S580 330 600 360H640V0Z"
          fill="color-mix(in srgb, var(--art-glass-light) 35%, var(--brand-surface))"
        />
        <rect
          x="340"
          y="130"
          width="110"
          height="100"
          rx="8"
          fill="color-mix(in srgb, var(--brand-success) 22%, var(--brand-surface))"
        />
        {BLOCKS.map(([x, y, w, h]) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width={w}
            height={h}
            rx="6"
            fill="var(--brand-surface)"
            stroke="var(--brand-border)"
          />
        ))}
        {/* The avenue the address is on, in gold; the cross streets in white. */}
        <path d="M0 240H640" stroke="var(--brand-surface)" strokeWidth="14" />
        <path d="M0 120H640" stroke="var(--brand-surface)" strokeWidth="14" />
        <path d="M160 0V360M460 0V360" stroke="var(--brand-surface)" strokeWidth="14" />
        <path d="M330 0V360" stroke="var(--brand-accent)" strokeOpacity="0.55" strokeWidth="18" />
        <g transform="translate(330 118)">
          <ellipse cx="0" cy="30" rx="18" ry="6" fill="var(--brand-ink)" opacity="0.25" />
          <path
            d="M0 30C-22 2-26-6-26-18A26 26 0 0 1 26-18C26-6 22 2 0 30Z"
            fill="var(--brand-ink)"
          />
          <circle cx="0" cy="-18" r="10" fill="var(--brand-accent)" />
        </g>
      </svg>
      <figcaption className="contact-map__card">
        <span className="contact-map__name">{name}</span>
        <span className="contact-map__address">{streetAddress}</span>
        <a
          className="btn btn--ink btn--small contact-map__link"
          href={onlineMapUrl(mapUrl)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <i className="pi pi-map" aria-hidden="true" /> {t('Open in OpenStreetMap')}
          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
        </a>
      </figcaption>
    </figure>
  )
}
