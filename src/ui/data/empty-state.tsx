import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n'
import './empty-state.css'

export interface EmptyStateProps {
  title: string
  text?: ReactNode
  action?: { href: string; label: string; icon?: string }
  icon?: string
}

/** Nothing to show yet, and the way to something: never a dead end. */
export function EmptyState({ title, text, action, icon = 'pi pi-inbox' }: EmptyStateProps) {
  const t = useT()
  return (
    <div className="empty-state">
      <i className={`empty-state__icon ${icon}`} aria-hidden="true" />
      <p className="empty-state__title">{t(title)}</p>
      {text ? (
        <p className="empty-state__text">{typeof text === 'string' ? t(text) : text}</p>
      ) : null}
      {action ? (
        <Link href={action.href} className="btn btn--ink btn--small">
          {action.icon ? <i className={action.icon} aria-hidden="true" /> : null}
          {t(action.label)}
        </Link>
      ) : null}
    </div>
  )
}
