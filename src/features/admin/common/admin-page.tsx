import { type ReactNode, useId } from 'react'
import { Link } from 'wouter'
import './admin-page.css'

interface AdminPageProps {
  title: string
  description?: ReactNode
  actions?: ReactNode
  back?: { href: string; label: string }
  form?: boolean
  children: ReactNode
}

/** Every admin page: a section named by its head (way back, title, a line of context, actions). */
export function AdminPage({ title, description, actions, back, form, children }: AdminPageProps) {
  const titleId = useId()
  return (
    <section
      className={form ? 'admin-page admin-page--form' : 'admin-page'}
      aria-labelledby={titleId}
    >
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
      {children}
    </section>
  )
}
