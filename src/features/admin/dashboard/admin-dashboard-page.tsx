import { Link } from 'wouter'
import './admin-dashboard-page.css'

const AREAS = [
  { href: '/admin/users', label: 'Users', icon: 'pi pi-users', hint: 'Accounts and roles' },
  { href: '/admin/vehicles', label: 'Vehicles', icon: 'pi pi-car', hint: 'The fleet and prices' },
  {
    href: '/admin/reservations',
    label: 'Reservations',
    icon: 'pi pi-calendar',
    hint: 'Bookings and their status',
  },
]

/** SPEC.md: the dashboard is only a placeholder showing the text AdminDashboardPage. */
export function AdminDashboardPage() {
  return (
    <section className="admin-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p className="text-muted">AdminDashboardPage</p>
      <ul className="admin-dashboard__areas">
        {AREAS.map((area) => (
          <li key={area.href}>
            <Link href={area.href} className="admin-dashboard__card">
              <i className={`admin-dashboard__icon ${area.icon}`} aria-hidden="true" />
              <span className="admin-dashboard__label">{area.label}</span>
              <span className="text-muted">{area.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
