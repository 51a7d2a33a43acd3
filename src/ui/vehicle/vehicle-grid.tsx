import './vehicle-card.css'
import type { CSSProperties } from 'react'
import { useT } from '../../i18n/i18n'
import { useAfterFirstPaint } from '../use-after-first-paint'
import { GRID_FIRST_ROW } from './card-layout'
import { VehicleCard, type VehicleCardProps } from './vehicle-card'
import { VehicleCardSkeleton } from './vehicle-card-skeleton'
import type { VehicleView } from './vehicle-view'

export interface VehicleGridProps {
  vehicles: readonly VehicleView[]
  label: string
  loading?: boolean
  skeletons?: number
  headingLevel?: VehicleCardProps['headingLevel']
  eagerCount?: number
}

/** More than a screen holds: the other cards come after the first paint, which waits for none. */
const FIRST_FRAME_CARDS = 3 * GRID_FIRST_ROW

const WIDEST_ROW = { '--grid-first-row': GRID_FIRST_ROW } as CSSProperties

/** Responsive card grid: GRID_FIRST_ROW per row from 1200 px, then 3, 2 and 1. */
export function VehicleGrid({
  vehicles,
  label,
  loading = false,
  skeletons = 8,
  headingLevel,
  eagerCount = 0,
}: VehicleGridProps) {
  const t = useT()
  const painted = useAfterFirstPaint()
  if (loading)
    return (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{t('Loading cars…')}</span>
        {/* Cells as the list's, so that a picture the first screen puts in a placeholder
            (src/app/first-screen) has the very box of the loaded card's picture. */}
        <div className="vehicle-grid" style={WIDEST_ROW}>
          {Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className="vehicle-grid__cell">
              <VehicleCardSkeleton />
            </div>
          ))}
        </div>
      </div>
    )
  return (
    <ul className="vehicle-grid" style={WIDEST_ROW} aria-label={t(label)}>
      {(painted ? vehicles : vehicles.slice(0, FIRST_FRAME_CARDS)).map((vehicle, index) => (
        <li key={vehicle.id} className="vehicle-grid__cell">
          <VehicleCard vehicle={vehicle} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  )
}
