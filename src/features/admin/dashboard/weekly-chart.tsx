import { useMemo } from 'react'
import { formatCount, intlLocale } from '../../../i18n/format'
import { useLocale, useT } from '../../../i18n/i18n'
import { Chart } from '../../../ui/prime/chart'
import { useShownTheme } from '../../../ui/theme/use-shown-theme'
import type { DashboardFigures } from './dashboard-figures'

const cssColor = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback

/** Reservations per week as bars (PrimeReact's Chart; chart.js comes with this chunk only). */
export default function WeeklyChart({ weeks }: { weeks: DashboardFigures['weeks'] }) {
  // The canvas takes its colours from the theme's variables: this renders again when the theme turns.
  useShownTheme()
  const t = useT()
  const locale = useLocale()
  const accent = cssColor('--brand-accent', '#c8962e')
  const ink = cssColor('--brand-text-muted', '#5b6472')
  const grid = cssColor('--brand-border', '#e3e6ea')
  const { data, options } = useMemo(() => {
    // The dataset's name and the axis speak the language in use (the week labels come in it already).
    return {
      data: {
        labels: weeks.map((week) => week.label),
        datasets: [
          {
            label: t('Reservations'),
            data: weeks.map((week) => week.count),
            backgroundColor: accent,
            borderRadius: 6,
            maxBarThickness: 36,
          },
        ],
      },
      options: {
        // chart.js writes the axis' numbers by this locale.
        locale: intlLocale(locale),
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: {
          x: { ticks: { color: ink }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: ink, precision: 0 }, grid: { color: grid } },
        },
      },
    }
  }, [weeks, accent, ink, grid, t, locale])
  // The canvas says in words what the bars show.
  const summary = t('Reservations per week: {weeks}', {
    weeks: weeks
      .map((week) =>
        t('week of {label}, {count}', { label: week.label, count: formatCount(week.count) }),
      )
      .join('; '),
  })
  return (
    <Chart
      type="bar"
      data={data}
      options={options}
      ariaLabel={summary}
      className="dashboard-chart__canvas"
    />
  )
}
