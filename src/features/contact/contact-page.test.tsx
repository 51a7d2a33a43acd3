import { act, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { config } from '../../config'
import { activateLocale, loadMessages } from '../../i18n/i18n'
import { ContactPage } from './contact-page'

describe('ContactPage', () => {
  // The route's loader does this: the part's messages with placeholders come with it, in English too.
  beforeAll(() => loadMessages('contact'))
  afterEach(() => activateLocale('en'))

  it('shows the header, a drawn map of the address and the Send Message form', () => {
    const { container } = render(<ContactPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: `Map of ${config.site.name}: ${config.site.streetAddress}` }),
    ).toBeInTheDocument()
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Send Message' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Send Message' })).toBeInTheDocument()
  })

  it('lists the contact details from the settings', () => {
    render(<ContactPage />)
    const { web, email, phones, streetAddress } = config.site
    expect(screen.getByRole('link', { name: web })).toHaveAttribute('href', `https://${web}`)
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    for (const phone of phones) {
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/[^\d+]/g, '')}`,
      )
    }
    const info = screen.getByRole('region', { name: 'Contact Info' })
    expect(within(info).getByText(streetAddress)).toBeInTheDocument()
  })

  it('speaks Spanish, with the address and the contact details as they are', async () => {
    render(<ContactPage />)
    await act(() => activateLocale('es'))
    const { name, streetAddress, email } = config.site
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: `Mapa de ${name}: ${streetAddress}` }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Abrir en OpenStreetMap (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Enviar mensaje' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Nombre completo/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument()
    const info = screen.getByRole('region', { name: 'Información de contacto' })
    expect(within(info).getByText('Dirección')).toBeInTheDocument()
    expect(within(info).getByRole('link', { name: email })).toBeInTheDocument()
  })
})
