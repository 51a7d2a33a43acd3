import type { ReactNode } from 'react'
import './fact-list.css'

export interface Fact {
  term: string
  value: ReactNode
  icon?: string
}

export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={['fact-list', className ?? ''].filter(Boolean).join(' ')}>
      {facts.map((fact) => (
        <div key={fact.term} className="fact-list__item">
          <dt>
            {fact.icon ? (
              <i className={`pi ${fact.icon} fact-list__icon`} aria-hidden="true" />
            ) : null}
            {fact.term}
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
