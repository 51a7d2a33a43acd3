import { useQueries } from '@tanstack/react-query'
import { type ReactNode, Suspense, useMemo } from 'react'
import { Link } from 'wouter'
import { reservationQueries } from '../../../api/reservation-queries'
import { userQueries } from '../../../api/user-queries'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { RESERVATION_STATUSES } from '../../../domain/enums'
import { formatCount, formatDate, formatPrice } from '../../../i18n/format'
import { useLocale, useT } from '../../../i18n/i18n'
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

/** A YYYY-MM-DD key as the language writes a date (English keeps the key's own form). */
const dayText = (key: string) => formatDate(`${key}T00:00:00`) || key

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

/** The page's own name, shown for the checks that find it: a name in code, in no language. */
const PAGE_NAME = 'AdminDashboardPage'

/** /admin: figures built from the admin lists, each linking to its list. */
export function AdminDashboardPage() {
  const t = useT()
  const locale = useLocale()
  const lists = useLists()
  // "Now" is when the lists arrived, so the figures and their links agree; the figures name months in the language in use.
  const figures = useMemo(() => {
    void locale
    return lists.data ? dashboardFigures(lists.data, new Date()) : null
  }, [lists.data, locale])

  return (
    <AdminPage
      title={t('Dashboard')}
      actions={<span className="dashboard-page-name">{PAGE_NAME}</span>}
    >
      <LoadView state={lists} errorTitle={t('We could not load the figures')} isEmpty={() => false}>
        {() =>
          figures && (
            <>
              <ul className="dashboard-figures" aria-label={t('Key figures')}>
                <Figure
                  href="/admin/vehicles"
                  icon="pi pi-car"
                  label={t('Fleet size')}
                  value={formatCount(figures.fleetSize)}
                  note={t('cars')}
                />
                <Figure
                  href="/admin/users?q=Customer"
                  icon="pi pi-users"
                  label={t('Customers')}
                  value={formatCount(figures.customers)}
                  note={t('accounts')}
                />
                <Figure
                  href={`/admin/reservations?from=${figures.revenue.from}&to=${figures.revenue.to}`}
                  icon="pi pi-wallet"
                  label={t('Revenue this month')}
                  value={formatPrice(figures.revenue.total)}
                  note={t('{month}, not canceled', { month: figures.revenue.month })}
                />
                <Figure
                  href={`/admin/reservations?status=CREATED&from=${figures.pickUps.from}&to=${figures.pickUps.to}`}
                  icon="pi pi-calendar-clock"
                  label={t('Pick-ups in the next 7 days')}
                  value={formatCount(figures.pickUps.count)}
                  note={t('{from} to {to}', {
                    from: dayText(figures.pickUps.from),
                    to: dayText(figures.pickUps.to),
                  })}
                />
              </ul>
              <div className="dashboard-panels">
                <section className="dashboard-panel" aria-labelledby="by-status-title">
                  <h2 id="by-status-title" className="dashboard-panel__title">
                    {t('Reservations by status')}
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
                    {t('Reservations per week')}
                  </h2>
                  <p className="dashboard-panel__note">
                    {t('By pick-up date, the last {count} weeks', {
                      count: formatCount(CHART_WEEKS),
                    })}
                  </p>
                  {figures.weeks.some((week) => week.count > 0) ? (
                    <div className="dashboard-chart__frame">
                      <Suspense
                        fallback={<p className="dashboard-panel__note">{t('Loading chart...')}</p>}
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
                        title={t('No pick-ups in these weeks')}
                        text={t("Each week's bar appears once reservations start in it.")}
                        action={{
                          href: '/admin/reservations',
                          label: t('See the reservations'),
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
