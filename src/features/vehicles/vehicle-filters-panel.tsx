import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { formatCount } from '../../i18n/format'
import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { fuelTypeLabel, transmissionLabel } from '../../ui/vehicle/vehicle-labels'
import {
  hasActiveFilters,
  SORT_OPTIONS,
  type SortOrder,
  type VehicleFilters,
} from './vehicle-filters'

const SORT_LABELS: Record<SortOrder, string> = {
  'price-asc': msg('Price: low to high'),
  'price-desc': msg('Price: high to low'),
}

export interface VehicleFiltersPanelProps {
  filters: VehicleFilters
  seatChoices: number[]
  textChoices: { transmission: string[]; fuel: string[] }
  onChange: (changes: Partial<VehicleFilters>) => void
  onClear: () => void
}

/** Keeps the typed text while it is being edited ("12." is not yet a number). */
function usePriceText(maxPrice: number | undefined) {
  const [text, setText] = useState(maxPrice ? String(maxPrice) : '')
  useEffect(() => {
    setText((current) =>
      Number(current) === (maxPrice ?? 0) ? current : maxPrice ? String(maxPrice) : '',
    )
  }, [maxPrice])
  return [text, setText] as const
}

export function VehicleFiltersPanel({
  filters,
  seatChoices,
  textChoices,
  onChange,
  onClear,
}: VehicleFiltersPanelProps) {
  const t = useT()
  const withChosen = (choices: string[], chosen: string | undefined) =>
    chosen && !choices.includes(chosen) ? [...choices, chosen] : choices
  const transmissions = withChosen(textChoices.transmission, filters.transmission)
  const fuels = withChosen(textChoices.fuel, filters.fuel)
  const id = useId()
  const [priceText, setPriceText] = usePriceText(filters.maxPrice)
  const seats =
    filters.seats && !seatChoices.includes(filters.seats)
      ? [...seatChoices, filters.seats].sort((a, b) => a - b)
      : seatChoices
  // An empty option value means "any", which drops the parameter from the URL.
  const chosen = (event: ChangeEvent<HTMLSelectElement>) => event.target.value || undefined
  const onPrice = (event: ChangeEvent<HTMLInputElement>) => {
    setPriceText(event.target.value)
    const value = Number(event.target.value)
    onChange({ maxPrice: event.target.value && value > 0 ? value : undefined })
  }

  return (
    <div className="vehicles-filters__fields">
      <div className="vehicles-field">
        <label htmlFor={`${id}-transmission`}>{t('Transmission')}</label>
        <select
          id={`${id}-transmission`}
          value={filters.transmission ?? ''}
          onChange={(event) => onChange({ transmission: chosen(event) })}
        >
          <option value="">{t('Any')}</option>
          {transmissions.map((value) => (
            <option key={value} value={value}>
              {t(transmissionLabel(value))}
            </option>
          ))}
        </select>
      </div>
      <div className="vehicles-field">
        <label htmlFor={`${id}-fuel`}>{t('Fuel type')}</label>
        <select
          id={`${id}-fuel`}
          value={filters.fuel ?? ''}
          onChange={(event) => onChange({ fuel: chosen(event) })}
        >
          <option value="">{t('Any')}</option>
          {fuels.map((value) => (
            <option key={value} value={value}>
              {fuelTypeLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="vehicles-field">
        <label htmlFor={`${id}-seats`}>{t('Minimum seats')}</label>
        <select
          id={`${id}-seats`}
          value={filters.seats ? String(filters.seats) : ''}
          onChange={(event) => onChange({ seats: Number(chosen(event)) || undefined })}
        >
          <option value="">{t('Any')}</option>
          {seats.map((count) => (
            <option key={count} value={count}>
              {t('{count}+ seats', { count: formatCount(count) })}
            </option>
          ))}
        </select>
      </div>
      <div className="vehicles-field">
        <label htmlFor={`${id}-price`}>{t('Max price per hour ($)')}</label>
        <input
          id={`${id}-price`}
          type="number"
          inputMode="decimal"
          min={1}
          step={5}
          placeholder={t('Any')}
          value={priceText}
          onChange={onPrice}
        />
      </div>
      <div className="vehicles-field">
        <label htmlFor={`${id}-sort`}>{t('Sort by')}</label>
        <select
          id={`${id}-sort`}
          value={filters.sort ?? ''}
          onChange={(event) => onChange({ sort: chosen(event) as SortOrder | undefined })}
        >
          <option value="">{t('Recommended')}</option>
          {SORT_OPTIONS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="vehicles-clear"
        onClick={onClear}
        disabled={!hasActiveFilters(filters) && !filters.sort}
      >
        <i className="pi pi-filter-slash" aria-hidden="true" /> {t('Clear filters')}
      </button>
    </div>
  )
}
