// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { homeFirstScreen } from './first-screen'

describe('homeFirstScreen', () => {
  const markup = homeFirstScreen()
  const page = new DOMParser().parseFromString(`<div id="root">${markup}</div>`, 'text/html')

  it('is the header and the hero of the home page', () => {
    expect(page.querySelector('.site-header .site-navbar')).not.toBeNull()
    expect(page.querySelector('main#main-content .home-hero')).not.toBeNull()
    const titles = [...page.querySelectorAll('.home-hero__title')].map((title) => title.textContent)
    expect(titles).toEqual([
      'Car rental in your city',
      'Quality cars with unlimited miles',
      '24/7 customer support',
    ])
    // Only the first slide is shown; the others wait, out of reach.
    const slides = [...page.querySelectorAll('.fade-carousel__slide')]
    expect(slides.map((slide) => slide.classList.contains('is-active'))).toEqual([
      true,
      false,
      false,
    ])
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true])
  })

  it('leaves out what lies below the first screen', () => {
    expect(page.querySelector('.home-book, .site-footer, footer')).toBeNull()
    expect(page.querySelectorAll('main .home-page > *')).toHaveLength(2)
  })

  it("keeps the demo bar's place in a demo build (as the tests build it)", () => {
    expect(page.querySelector('#root > .demo-bar-space + .public-layout')).not.toBeNull()
  })

  it('keeps the account entry in place but hidden: who is signed in is not known yet', () => {
    const account = page.querySelector<HTMLElement>('.site-navbar__account')
    expect(account?.style.visibility).toBe('hidden')
  })

  it('has its buttons disabled until the app runs them', () => {
    const buttons = [...page.querySelectorAll('button')]
    expect(buttons.length).toBeGreaterThan(5)
    expect(buttons.filter((button) => !button.disabled)).toEqual([])
  })

  it('links the main pages and marks Home as the current one', () => {
    const links = [...page.querySelectorAll('.site-navbar__link')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/vehicles',
      '/about',
      '/contact',
    ])
    expect(links[0]?.getAttribute('aria-current')).toBe('page')
  })
})
