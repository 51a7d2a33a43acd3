import { config } from '../../config'

/** The decorative half of /auth on wide screens: brand, promise and a car on a gradient. */
export function BrandPanel() {
  return (
    <aside className="auth-brand" aria-label={`${config.site.name} premium car rental`}>
      <p className="auth-brand__name">{config.site.name}</p>
      <div className="auth-brand__copy">
        <p className="auth-brand__headline">Your next drive starts here.</p>
        <p className="auth-brand__lead">
          Hand-picked premium cars, unlimited miles and 24/7 support, booked in minutes.
        </p>
      </div>
      <CarIllustration />
    </aside>
  )
}

function CarIllustration() {
  return (
    <svg className="auth-brand__car" viewBox="0 0 640 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="auth-car-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e9c98f" />
          <stop offset="1" stopColor="#a97a28" />
        </linearGradient>
        <linearGradient id="auth-car-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3a4a72" />
          <stop offset="1" stopColor="#141d33" />
        </linearGradient>
        <radialGradient id="auth-car-shadow">
          <stop offset="0" stopColor="#000" stopOpacity="0.45" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="320" cy="206" rx="290" ry="18" fill="url(#auth-car-shadow)" />
      <path
        d="M40 170c0-22 10-38 34-44l78-18c28-30 70-52 128-56 70-4 124 14 168 52l92 14c40 6 58 22 60 50v14c0 8-6 14-14 14H54c-8 0-14-6-14-14z"
        fill="url(#auth-car-body)"
      />
      <path
        d="M170 108c26-26 62-42 108-44 56-2 100 10 138 40l-8 8H184z"
        fill="url(#auth-car-glass)"
      />
      <path d="M300 64v48" stroke="#a97a28" strokeWidth="6" />
      <path d="M60 150h30M548 148h40" stroke="#fff6e6" strokeWidth="6" strokeLinecap="round" />
      <g fill="#0f1729" stroke="#d8dde8" strokeWidth="7">
        <circle cx="160" cy="188" r="34" />
        <circle cx="488" cy="188" r="34" />
      </g>
      <g fill="#c8963e">
        <circle cx="160" cy="188" r="10" />
        <circle cx="488" cy="188" r="10" />
      </g>
    </svg>
  )
}
