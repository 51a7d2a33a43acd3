import { act, render, screen } from '@testing-library/react'
import { localeOption } from 'primereact/api'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, useLocale } from '../../i18n/i18n'
import { PrimeProvider } from '../prime-provider'
import { primeLocaleOptions } from './locale'

afterEach(async () => {
  await activateLocale('en')
})

/** What a PrimeReact component under the provider reads of its locale. */
function Reader() {
  useLocale()
  return (
    <p>
      {`${localeOption('monthNames', '')?.[0]} ${localeOption('firstDayOfWeek', '')} ${localeOption('nextMonth', '')}`}
    </p>
  )
}

describe("PrimeReact's locale", () => {
  it("keeps PrimeReact's English, the week from Sunday", () => {
    const en = primeLocaleOptions('en')
    expect(en.monthNames?.[0]).toBe('January')
    expect(en.dayNamesMin).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'])
    expect(en.firstDayOfWeek).toBe(0)
    expect(en.today).toBe('Today')
  })

  it('has Spanish month and day names, Monday first and its words translated', async () => {
    await activateLocale('es')
    const es = primeLocaleOptions('es')
    expect(es.monthNames?.slice(0, 3)).toEqual(['enero', 'febrero', 'marzo'])
    expect(es.dayNames?.[1]).toBe('lunes')
    expect(es.dayNamesMin).toEqual(['D', 'L', 'M', 'X', 'J', 'V', 'S'])
    expect(es.firstDayOfWeek).toBe(1)
    expect(es.today).toBe('Hoy')
    expect(es.searchMessage).toBe('{0} resultados disponibles')
    expect(es.aria?.pageLabel).toBe('Página {page}')
  })

  it('follows a language switch under the provider', async () => {
    render(
      <PrimeProvider>
        <Reader />
      </PrimeProvider>,
    )
    expect(screen.getByText('January 0 Next Month')).toBeInTheDocument()
    await act(() => activateLocale('es'))
    expect(screen.getByText('enero 1 Mes siguiente')).toBeInTheDocument()
    await act(() => activateLocale('tr'))
    expect(screen.getByText('Ocak 1 Sonraki ay')).toBeInTheDocument()
  })
})
