import { useState } from 'react'
import { DEMO_ACCOUNTS } from '../../domain/demo-accounts'
import type { Role } from '../../domain/enums'
import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { signIn } from '../../state/session'
import { notifyError } from '../../ui/notify'
import { Button } from '../../ui/prime/button'
import './demo-accounts.css'

// The embedded backend's built-in accounts; only listed in mock builds.
const ACCOUNTS = Object.values(DEMO_ACCOUNTS)

/** How a role reads; the role itself is the API's value. */
const ROLE_LABELS: Record<Role, string> = {
  Administrator: msg('Administrator'),
  Customer: msg('Customer'),
}

export interface DemoAccountsProps {
  onSignedIn: () => void
}

export function DemoAccounts({ onSignedIn }: DemoAccountsProps) {
  const t = useT()
  const [busyEmail, setBusyEmail] = useState<string | null>(null)

  const signInAs = async (email: string, password: string) => {
    setBusyEmail(email)
    try {
      await signIn({ email, password })
      onSignedIn()
    } catch (error) {
      notifyError(error)
    } finally {
      setBusyEmail(null)
    }
  }

  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className="demo-accounts__title">
        <i className="pi pi-key" aria-hidden="true" /> {t('Demo accounts')}
      </h2>
      <ul className="demo-accounts__list">
        {ACCOUNTS.map((account) => (
          <li key={account.email} className="demo-accounts__item">
            <div className="demo-accounts__text">
              <span className="demo-accounts__role">{t(ROLE_LABELS[account.role])}</span>
              <span className="demo-accounts__credentials">
                {account.email} / <code>{account.password}</code>
              </span>
            </div>
            <Button
              type="button"
              size="small"
              outlined
              label={t('Sign in')}
              // Starts with the visible label, so speech control users can say "Sign in".
              aria-label={t('Sign in as {role}', { role: t(ROLE_LABELS[account.role]) })}
              icon="pi pi-bolt"
              className="demo-accounts__button"
              loading={busyEmail === account.email}
              disabled={busyEmail !== null}
              onClick={() => signInAs(account.email, account.password)}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
