import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, useT } from '../../i18n/i18n'
import { LOCALE_KEY } from '../../i18n/locales'
import { LanguageMenu } from './language-menu'

afterEach(async () => {
  // Unmounted first: English again is no update of a component on screen.
  cleanup()
  await activateLocale('en')
  localStorage.clear()
})

/** A text of the shell beside the menu, to see the language change. */
function Probe() {
  const t = useT()
  return <h1>{t('Back to home')}</h1>
}

function renderMenu() {
  render(
    <>
      <LanguageMenu />
      <Probe />
      <button type="button">Elsewhere</button>
    </>,
  )
  return userEvent.setup()
}

const items = () => screen.getAllByRole('menuitemradio')

describe('LanguageMenu', () => {
  it('opens with the keyboard on the language in use, each language named in itself', async () => {
    const user = renderMenu()
    const button = screen.getByRole('button', { name: 'Language' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    // The first press opens it, though the list's code may still be on its way.
    expect(await screen.findByRole('menu', { name: 'Language' })).toBeInTheDocument()
    expect(items().map((item) => item.textContent)).toEqual(['English', 'Español', 'Türkçe'])
    expect(items().map((item) => item.getAttribute('lang'))).toEqual(['en', 'es', 'tr'])
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toBeChecked()
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).not.toBeChecked()
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus()
  })

  it('switches the texts to the language chosen, keeps the choice and names itself in it', async () => {
    const user = renderMenu()
    await user.tab()
    await user.keyboard('{Enter}')
    await screen.findByRole('menu')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveFocus()
    await act(() => user.keyboard('{Enter}'))
    expect(await screen.findByRole('heading', { name: 'Volver al inicio' })).toBeInTheDocument()
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es')
    expect(document.documentElement.lang).toBe('es')
    const button = screen.getByRole('button', { name: 'Idioma' })
    expect(button).toHaveFocus()
    expect(button).toHaveTextContent('ES')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await user.keyboard(' ')
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toBeChecked()
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveFocus()
  })

  it('moves with the arrows, Home and End, wrapping round', async () => {
    const user = renderMenu()
    await user.tab()
    await user.keyboard('{ArrowUp}')
    expect(await screen.findByRole('menuitemradio', { name: 'Türkçe' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitemradio', { name: 'Türkçe' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('menuitemradio', { name: 'Türkçe' })).toHaveFocus()
  })

  it('closes on Escape, giving the focus back, and on a click outside, choosing nothing', async () => {
    const user = renderMenu()
    const button = screen.getByRole('button', { name: 'Language' })
    await user.tab()
    await user.keyboard('{Enter}')
    await screen.findByRole('menu')
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.click(screen.getByRole('heading'))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Back to home' })).toBeInTheDocument()
    expect(localStorage.getItem(LOCALE_KEY)).toBeNull()
  })

  it('chooses with a click', async () => {
    const user = renderMenu()
    await user.click(screen.getByRole('button', { name: 'Language' }))
    const turkish = await screen.findByRole('menuitemradio', { name: 'Türkçe' })
    await act(() => user.click(turkish))
    expect(await screen.findByRole('heading', { name: 'Ana sayfaya dön' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Dil' })).toHaveTextContent('TR')
    expect(localStorage.getItem(LOCALE_KEY)).toBe('tr')
  })
})
