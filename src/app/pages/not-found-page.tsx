import { Link } from 'wouter'
import '../shell/status-page.css'

/** The catch-all page; texts as docs/product.md section 2 writes them. */
export function NotFoundPage() {
  return (
    <section className="status-page container" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Not Found</h1>
      <p className="status-page__lead">Opps! Something went wrong</p>
      <p className="text-muted">The page you're looking for couldn't be found.</p>
      <div className="status-page__actions">
        <Link href="/" className="btn btn--ink">
          <i className="pi pi-home" aria-hidden="true" /> Back to home
        </Link>
        <Link href="/vehicles" className="btn btn--ghost">
          Browse our cars
        </Link>
      </div>
    </section>
  )
}
