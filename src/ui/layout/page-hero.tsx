import type { ReactNode } from 'react'

export interface PageHeroProps {
  eyebrow: ReactNode
  title: ReactNode
  lead: ReactNode
  art?: ReactNode
  className?: string
}

export function PageHero({ eyebrow, title, lead, art, className }: PageHeroProps) {
  const classes = ['page-hero', art ? 'page-hero--with-art' : '', className ?? '']
  return (
    <header className={classes.filter(Boolean).join(' ')}>
      <div className="container page-hero__inner">
        <div>
          <p className="eyebrow eyebrow--on-ink">{eyebrow}</p>
          <h1 className="page-hero__title">{title}</h1>
          <p className="page-hero__lead">{lead}</p>
        </div>
        {art}
      </div>
    </header>
  )
}
