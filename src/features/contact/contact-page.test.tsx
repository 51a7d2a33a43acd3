import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { config } from '../../config'
import { ContactPage } from './contact-page'

describe('ContactPage', () => {
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
})
