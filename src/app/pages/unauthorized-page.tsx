import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n'
import { session } from '../../state/session'
import '../shell/status-page.css'

/** Where guards send signed-in visitors who lack the role (it says UnAuthorized). */
export function UnauthorizedPage() {
  const t = useT()
  const { isUserLogin } = useSnapshot(session)
  return (
    <section className="status-page container" aria-labelledby="unauthorized-title">
      <p className="status-page__code" aria-hidden="true">
        <i className="pi pi-lock" />
      </p>
      <h1 id="unauthorized-title">{t('UnAuthorized')}</h1>
      <p className="text-muted">
        {isUserLogin
          ? t(
              'Your account does not have access to this page. If you think it should, please contact us.',
            )
          : t('This page is for signed-in users. Please sign in to continue.')}
      </p>
      <div className="status-page__actions">
        {isUserLogin ? null : (
          // Signed in, they go on to the home page rather than back to this one.
          <Link href="/auth" state={{ from: '/' }} className="btn btn--ink">
            <i className="pi pi-sign-in" aria-hidden="true" /> {t('Sign in')}
          </Link>
        )}
        <Link href="/" className={isUserLogin ? 'btn btn--ink' : 'btn btn--ghost'}>
          <i className="pi pi-home" aria-hidden="true" /> {t('Back to home')}
        </Link>
      </div>
    </section>
  )
}
