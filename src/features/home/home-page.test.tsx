import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { config } from '../../config'
import { activateLocale } from '../../i18n/i18n'
import { HomeTop } from './home-page'

const { name } = config.site

afterEach(() => activateLocale('en'))

describe('HomeTop', () => {
  it('shows its title and slides in English as written', () => {
    render(<HomeTop />)
    expect(
      screen.getByRole('heading', { level: 1, name: `${name}: premium car rental` }),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Car rental in your city' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `Why ${name}` })).toBeInTheDocument()
  })

  it('shows again in Spanish when the language changes, the dots named by the slides too', async () => {
    render(<HomeTop />)
    await act(() => activateLocale('es'))
    expect(
      screen.getByRole('heading', { level: 1, name: `${name}: alquiler de coches premium` }),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Destacados' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Alquiler de coches en tu ciudad' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `Por qué ${name}` })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: /Coches de calidad con kilometraje ilimitado/ }),
    ).toBeInTheDocument()
  })
})
