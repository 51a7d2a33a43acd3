import type { ReactNode } from 'react'
import { Link } from 'wouter'
import './admin-page.css'

interface AdminPageHeaderProps {
  title: string
  /** The title's id, for the page's aria-labelledby. */
  titleId?: string
  /** A line under the title (e.g. how many records the view holds). */
  description?: ReactNode
  /** Buttons on the right (New, Download List). */
  actions?: ReactNode
  /** A link back to the list, for detail pages. */
  back?: { href: string; label: string }
}

/** The head of every admin page: optional way back, the title, a line of context, actions. */
export function AdminPageHeader({
  title,
  titleId,
  description,
  actions,
  back,
}: AdminPageHeaderProps) {
  return (
    <header className="admin-head">
      <div className="admin-head__text">
        {back && (
          <Link href={back.href} className="admin-head__back">
            <i className="pi pi-arrow-left" aria-hidden="true" />
            {back.label}
          </Link>
        )}
        <h1 id={titleId} className="admin-head__title">
          {title}
        </h1>
        {description && <p className="admin-head__description">{description}</p>}
      </div>
      {actions && <div className="admin-head__actions">{actions}</div>}
    </header>
  )
}
