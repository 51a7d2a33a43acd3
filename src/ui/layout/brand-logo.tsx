interface BrandLogoProps {
  size?: number
}

/** The Autovia mark: a stylised "A" in gold on navy, the same drawing as the favicon. */
export function BrandLogo({ size = 36 }: BrandLogoProps) {
  return (
    <svg
      className="brand-logo"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="var(--brand-navy)" />
      <path
        d="M14 42 L29 16 h6 L50 42 h-8 l-3-6 H25 l-3 6z M28 30 h8 l-4-8z"
        fill="var(--brand-accent)"
      />
    </svg>
  )
}
