import './account.css'
import { useSnapshot } from 'valtio'
import { session } from '../../state/session'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'

/** /user: who is signed in, their profile and their password. */
export function ProfilePage() {
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
          <p className="eyebrow">Your account</p>
          <h1 className="account-head__name">
            {user.firstName} {user.lastName}
          </h1>
          <p className="account-head__email">{user.email}</p>
        </div>
      </header>
      <div className="account-grid">
        <section className="account-card" aria-labelledby="profile-title">
          <h2 id="profile-title" className="account-card__title">
            Update Profile
          </h2>
          <ProfileForm user={user} />
        </section>
        <section className="account-card" aria-labelledby="password-title">
          <h2 id="password-title" className="account-card__title">
            Update Password
          </h2>
          <PasswordForm />
        </section>
      </div>
    </div>
  )
}
