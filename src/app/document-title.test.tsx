import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { activateLocale } from '../i18n/i18n'
import { AppRoutes, documentTitle } from './routes'

afterEach(async () => {
  cleanup()
  await activateLocale('en')
  document.title = ''
})

describe('the document title', () => {
  it("names the page in the language in use, or the site's default", async () => {
    expect(documentTitle('Our Cars')).toBe('Our Cars · Autovia')
    expect(documentTitle(null)).toBe('Autovia · Premium Car Rental')
    await activateLocale('tr')
    expect(documentTitle('Our Cars')).toBe('Araçlarımız · Autovia')
    expect(documentTitle(null)).toBe('Autovia · Premium araç kiralama')
  })

  it('follows a switch of language on the page shown', async () => {
    const { hook } = memoryLocation({ path: '/nowhere' })
    render(
      <Router hook={hook}>
        <AppRoutes />
      </Router>,
    )
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument()
    expect(document.title).toBe('Not Found · Autovia')
    await act(() => activateLocale('es'))
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument()
    expect(document.title).toBe('Página no encontrada · Autovia')
  })

  it('leaves a title the page set itself when the language changes', async () => {
    const { hook } = memoryLocation({ path: '/nowhere' })
    render(
      <Router hook={hook}>
        <AppRoutes />
      </Router>,
    )
    await screen.findByRole('heading', { name: 'Not Found' })
    document.title = 'BMW X5 · Autovia'
    await act(() => activateLocale('es'))
    expect(document.title).toBe('BMW X5 · Autovia')
  })
})
