import { useState } from 'react'
import { DEMO_ACCOUNTS } from '../../domain/demo-accounts'
import { signIn } from '../../state/session'
import { notifyError } from '../../ui/notify'
import { Button } from '../../ui/prime/button'
import './demo-accounts.css'

// The embedded backend's built-in accounts; only listed in mock builds.
const ACCOUNTS = Object.values(DEMO_ACCOUNTS)

export interface DemoAccountsProps {
  onSignedIn: () => void
}

export function DemoAccounts({ onSignedIn }: DemoAccountsProps) {
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
        <i className="pi pi-key" aria-hidden="true" /> Demo accounts
      </h2>
      <ul className="demo-accounts__list">
        {ACCOUNTS.map((account) => (
          <li key={account.email} className="demo-accounts__item">
            <div className="demo-accounts__text">
              <span className="demo-accounts__role">{account.role}</span>
              <span className="demo-accounts__credentials">
                {account.email} / <code>{account.password}</code>
              </span>
            </div>
            <Button
              type="button"
              size="small"
              outlined
              label="Sign in"
              // Starts with the visible label, so speech control users can say "Sign in".
              aria-label={`Sign in as ${account.role}`}
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
