import './account.css'
import { useSnapshot } from 'valtio'
import { useT } from '../../i18n/i18n'
import { session } from '../../state/session'
import { BuiltInAlert } from '../../ui/built-in-alert'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'

export function ProfilePage() {
  const t = useT()
  const { user } = useSnapshot(session)
  // The guard renders this page for signed-in visitors only.
  if (!user) return null
  return (
    <div className="container account-page">
      <header className="account-head">
        <span className="account-head__avatar" aria-hidden="true">
          {user.firstName.charAt(0).toUpperCase()}
          {user.lastName.charAt(0).toUpperCase()}
        </span>
        <div>
          <p className="eyebrow">{t('Your account')}</p>
          <h1 className="account-head__name">
            {user.firstName} {user.lastName}
          </h1>
          <p className="account-head__email">{user.email}</p>
        </div>
      </header>
      {/* The server refuses every change to a built-in account: say so before anyone types. */}
      {user.builtIn ? <BuiltInAlert /> : null}
      <div className="account-grid">
        <section className="account-card" aria-labelledby="profile-title">
          <h2 id="profile-title" className="account-card__title">
            {t('Update Profile')}
          </h2>
          <ProfileForm user={user} locked={user.builtIn} />
        </section>
        <section className="account-card" aria-labelledby="password-title">
          <h2 id="password-title" className="account-card__title">
            {t('Update Password')}
          </h2>
          <PasswordForm locked={user.builtIn} />
        </section>
      </div>
    </div>
  )
}
