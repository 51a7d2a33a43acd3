import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { config } from '../../config'
import { activateLocale, loadMessages } from '../../i18n/i18n'
import { AboutPage } from './about-page'

// The route's loader does this: the part's messages with placeholders come with it, in English too.
beforeAll(() => loadMessages('about'))
afterEach(() => activateLocale('en'))

describe('AboutPage', () => {
  it('keeps the English of docs/product.md, spelling included', () => {
    render(<AboutPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
    expect(
      screen.getByText(new RegExp(`^${config.site.name} began with one idea`)),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Testimonals' })).toBeInTheDocument()
    expect(screen.getByText('Hapy Clients')).toBeInTheDocument()
    expect(screen.getByText('Founder & CEO')).toBeInTheDocument()
  })

  it('speaks Turkish: the why-us texts, the quotes, the counters and the team roles', async () => {
    render(<AboutPage />)
    await act(() => activateLocale('tr'))
    expect(screen.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`^${config.site.name} tek bir fikirle`))).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'En İyi Fiyat Garantisi' })).toBeInTheDocument()
    expect(screen.getByText(/^Rezervasyon iki dakika sürdü/)).toBeInTheDocument()
    expect(screen.getByText('Seyahat fotoğrafçısı')).toBeInTheDocument()
    expect(screen.getByText('Mutlu Müşteri')).toBeInTheDocument()
    expect(screen.getByText('Kurucu ve CEO')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sonraki ekip üyesi' })).toBeInTheDocument()
    // People's names stay as they are.
    expect(screen.getByRole('heading', { name: 'Elena Marsh' })).toBeInTheDocument()
  })
})
