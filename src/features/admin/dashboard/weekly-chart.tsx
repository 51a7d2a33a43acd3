import { useMemo } from 'react'
import { Chart } from '../../../ui/prime/chart'
import { useShownTheme } from '../../../ui/theme/use-shown-theme'
import type { DashboardFigures } from './dashboard-figures'

const cssColor = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback

/** Reservations per week as bars (PrimeReact's Chart; chart.js comes with this chunk only). */
export default function WeeklyChart({ weeks }: { weeks: DashboardFigures['weeks'] }) {
  // The canvas takes its colours from the theme's variables: this renders again when the theme turns.
  useShownTheme()
  const accent = cssColor('--brand-accent', '#c8962e')
  const ink = cssColor('--brand-text-muted', '#5b6472')
  const grid = cssColor('--brand-border', '#e3e6ea')
  const { data, options } = useMemo(() => {
    return {
      data: {
        labels: weeks.map((week) => week.label),
        datasets: [
          {
            label: 'Reservations',
            data: weeks.map((week) => week.count),
            backgroundColor: accent,
            borderRadius: 6,
            maxBarThickness: 36,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: {
          x: { ticks: { color: ink }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: ink, precision: 0 }, grid: { color: grid } },
        },
      },
    }
  }, [weeks, accent, ink, grid])
  // The canvas says in words what the bars show.
  const summary = `Reservations per week: ${weeks
    .map((week) => `week of ${week.label}, ${week.count}`)
    .join('; ')}`
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
