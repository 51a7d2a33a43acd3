import type { ReactNode } from 'react'
import { useT } from '../i18n/i18n'
import './fact-list.css'

export interface Fact {
  term: string
  value: ReactNode
  icon?: string
}

export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  // Terms come as messages and show in the language in use.
  const t = useT()
  return (
    <dl className={['fact-list', className ?? ''].filter(Boolean).join(' ')}>
      {facts.map((fact) => (
        <div key={fact.term} className="fact-list__item">
          <dt>
            {fact.icon ? (
              <i className={`pi ${fact.icon} fact-list__icon`} aria-hidden="true" />
            ) : null}
            {t(fact.term)}
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
