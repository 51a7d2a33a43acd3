import { useQueries } from '@tanstack/react-query'
import { type ReactNode, Suspense, useMemo } from 'react'
import { Link } from 'wouter'
import { reservationQueries } from '../../../api/reservation-queries'
import { userQueries } from '../../../api/user-queries'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { RESERVATION_STATUSES } from '../../../domain/enums'
import { formatCount, formatPrice } from '../../../i18n/format'
import { allQueries } from '../../../ui/data/all-queries'
import { EmptyState } from '../../../ui/data/empty-state'
import { LoadView } from '../../../ui/data/load-view'
import { StatusTag } from '../../../ui/status-tag'
import { AdminPage } from '../common/admin-page'
import { CHART_WEEKS, dashboardFigures } from './dashboard-figures'
import './admin-dashboard-page.css'
import { lazyChunk } from '../../../ui/chunk-load'
import { PartBoundary } from '../../../ui/part-boundary'

const WeeklyChart = lazyChunk(async () => (await import('./weekly-chart')).default)

/** The three admin lists the figures are built from, as one state for LoadView. */
function useLists() {
  const results = useQueries({
    queries: [userQueries.all(), vehicleQueries.all(), reservationQueries.all()],
  })
  const [{ data: users }, { data: vehicles }, { data: reservations }] = results
  const data = useMemo(
    () => (users && vehicles && reservations ? { users, vehicles, reservations } : undefined),
    [users, vehicles, reservations],
  )
  return { ...allQueries(results), data }
}

function Figure({
  href,
  label,
  value,
  note,
  icon,
}: {
  href: string
  label: string
  value: ReactNode
  note?: ReactNode
  icon: string
}) {
  return (
    <li>
      <Link href={href} className="dashboard-figure">
        <span className="dashboard-figure__label">
          <i className={icon} aria-hidden="true" />
          {label}
        </span>
        <span className="dashboard-figure__value">{value}</span>
        {note && <span className="dashboard-figure__note">{note}</span>}
      </Link>
    </li>
  )
}

/** /admin: figures built from the admin lists, each linking to its list. */
export function AdminDashboardPage() {
  const lists = useLists()
  // "Now" is when the lists arrived, so the figures and their links agree.
  const figures = useMemo(
    () => (lists.data ? dashboardFigures(lists.data, new Date()) : null),
    [lists.data],
  )

  return (
    <AdminPage
      title="Dashboard"
      actions={<span className="dashboard-page-name">AdminDashboardPage</span>}
    >
      <LoadView state={lists} errorTitle="We could not load the figures" isEmpty={() => false}>
        {() =>
          figures && (
            <>
              <ul className="dashboard-figures" aria-label="Key figures">
                <Figure
                  href="/admin/vehicles"
                  icon="pi pi-car"
                  label="Fleet size"
                  value={formatCount(figures.fleetSize)}
                  note="cars"
                />
                <Figure
                  href="/admin/users?q=Customer"
                  icon="pi pi-users"
                  label="Customers"
                  value={formatCount(figures.customers)}
                  note="accounts"
                />
                <Figure
                  href={`/admin/reservations?from=${figures.revenue.from}&to=${figures.revenue.to}`}
                  icon="pi pi-wallet"
                  label="Revenue this month"
                  value={formatPrice(figures.revenue.total)}
                  note={`${figures.revenue.month}, not canceled`}
                />
                <Figure
                  href={`/admin/reservations?status=CREATED&from=${figures.pickUps.from}&to=${figures.pickUps.to}`}
                  icon="pi pi-calendar-clock"
                  label="Pick-ups in the next 7 days"
                  value={formatCount(figures.pickUps.count)}
                  note={`${figures.pickUps.from} to ${figures.pickUps.to}`}
                />
              </ul>
              <div className="dashboard-panels">
                <section className="dashboard-panel" aria-labelledby="by-status-title">
                  <h2 id="by-status-title" className="dashboard-panel__title">
                    Reservations by status
                  </h2>
                  <ul className="dashboard-statuses">
                    {RESERVATION_STATUSES.map((status) => (
                      <li key={status}>
                        <Link
                          href={`/admin/reservations?status=${status}`}
                          className="dashboard-status"
                        >
                          <StatusTag status={status} />
                          <span className="dashboard-status__count">
                            {formatCount(figures.byStatus[status])}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
                <section className="dashboard-panel dashboard-chart" aria-labelledby="weekly-title">
                  <h2 id="weekly-title" className="dashboard-panel__title">
                    Reservations per week
                  </h2>
                  <p className="dashboard-panel__note">
                    By pick-up date, the last {CHART_WEEKS} weeks
                  </p>
                  {figures.weeks.some((week) => week.count > 0) ? (
                    <div className="dashboard-chart__frame">
                      <Suspense
                        fallback={<p className="dashboard-panel__note">Loading chart...</p>}
                      >
                        <PartBoundary>
                          <WeeklyChart weeks={figures.weeks} />
                        </PartBoundary>
                      </Suspense>
                    </div>
                  ) : (
                    // An empty chart would be a bare axis: say what it would show instead.
                    <div className="dashboard-chart__empty">
                      <EmptyState
                        icon="pi pi-chart-bar"
                        title="No pick-ups in these weeks"
                        text="Each week's bar appears once reservations start in it."
                        action={{
                          href: '/admin/reservations',
                          label: 'See the reservations',
                          icon: 'pi pi-calendar',
                        }}
                      />
                    </div>
                  )}
                </section>
              </div>
            </>
          )
        }
      </LoadView>
    </AdminPage>
  )
}
