import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { config } from '../../config'
import { ContactPage } from './contact-page'

describe('ContactPage', () => {
  it('shows the header, a lazy map of the address and the Send Message form', () => {
    render(<ContactPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument()
    const map = screen.getByTitle(new RegExp(`^Map of ${config.site.name}`))
    expect(map.tagName).toBe('IFRAME')
    expect(map).toHaveAttribute('src', config.site.mapUrl)
    expect(map).toHaveAttribute('loading', 'lazy')
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
    expect(screen.getByText(streetAddress)).toBeInTheDocument()
  })
})
