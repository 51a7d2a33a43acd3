import { Link } from 'wouter'
import '../shell/status-page.css'

/** Where guards send signed-in visitors who lack the role (it says UnAuthorized). */
export function UnauthorizedPage() {
  return (
    <section className="status-page container" aria-labelledby="unauthorized-title">
      <p className="status-page__code" aria-hidden="true">
        <i className="pi pi-lock" />
      </p>
      <h1 id="unauthorized-title">UnAuthorized</h1>
      <p className="text-muted">
        Your account does not have access to this page. If you think it should, please contact us.
      </p>
      <div className="status-page__actions">
        <Link href="/" className="btn btn--ink">
          <i className="pi pi-home" aria-hidden="true" /> Back to home
        </Link>
      </div>
    </section>
  )
}
