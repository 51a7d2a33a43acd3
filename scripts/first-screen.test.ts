// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { DETAILS_STAGE } from '../src/features/vehicles/vehicle-details-layout'
import { CARD_MEDIA, GRID_FIRST_ROW } from '../src/ui/vehicle/card-layout'
import {
  carFirstScreen,
  homeFirstScreen,
  vehiclesFirstScreen,
  withoutInertDrawings,
} from './first-screen'

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

  it("draws the shown slide's pictures and leaves the hidden slides' to the app", () => {
    const slides = [...page.querySelectorAll('.fade-carousel__slide')]
    expect(slides.map((slide) => slide.querySelectorAll('svg').length > 0)).toEqual([
      true,
      false,
      false,
    ])
    // Their text stays: the tallest slide sets the carousel's height.
    expect(slides.map((slide) => slide.querySelector('.home-hero__lead')?.textContent)).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ])
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

/** A first screen as the browser reads it inside #root. */
const parsed = (markup: string) =>
  new DOMParser().parseFromString(`<div id="root">${markup}</div>`, 'text/html')

describe('carFirstScreen', () => {
  const page = parsed(carFirstScreen())

  it('is the header and the car page as it is while its car loads', () => {
    expect(page.querySelector('.site-header .site-navbar')).not.toBeNull()
    const details = page.querySelector('main#main-content .vehicle-details')
    expect(details?.getAttribute('aria-busy')).toBe('true')
    expect(details?.querySelector('[role="status"]')?.textContent).toBe('Loading car…')
    // The way back first, then the picture's stage, where the loaded page has them.
    const back = details?.querySelector('a.vehicle-details__back')
    expect(back?.getAttribute('href')).toBe('/vehicles')
    expect(back?.textContent?.trim()).toBe('All cars')
    // The picture's slot the first screen's script fills.
    expect(details?.querySelector(`.vehicle-details__grid > .${DETAILS_STAGE}`)).not.toBeNull()
    expect(page.querySelector('img, .site-footer, footer')).toBeNull()
  })
})

describe('vehiclesFirstScreen', () => {
  const page = parsed(vehiclesFirstScreen())

  it('is the header and the list of cars as it is while the fleet loads', () => {
    expect(page.querySelector('.site-header .site-navbar')).not.toBeNull()
    const list = page.querySelector('main#main-content .vehicles-page')
    expect(list?.querySelector('h1')?.textContent).toBe('Our Cars')
    expect(list?.querySelector('.vehicles-count')?.textContent).toBe('Loading cars…')
    expect(list?.querySelector('.vehicles-filters')).not.toBeNull()
    // The cards' shapes, a first row's picture slots and more, loading; no picture yet.
    const grid = list?.querySelector<HTMLElement>('.vehicle-grid')
    const slots = grid?.querySelectorAll(`.vehicle-card--skeleton .${CARD_MEDIA}`)
    expect(slots?.length).toBeGreaterThanOrEqual(GRID_FIRST_ROW)
    // Its widest row holds as many cards as the first screen's script fills.
    expect(grid?.style.getPropertyValue('--grid-first-row')).toBe(String(GRID_FIRST_ROW))
    for (const slot of slots ?? []) expect(slot.classList.contains('av-shimmer')).toBe(true)
    expect(page.querySelector('img, .site-footer, footer')).toBeNull()
  })

  it('keeps the filters out of reach until the app runs them (a choice would be lost)', () => {
    const controls = [...page.querySelectorAll('main select, main input, main button')]
    expect(controls.length).toBeGreaterThan(5)
    for (const control of controls) expect(control.matches(':disabled')).toBe(true)
  })
})

describe.each([
  ['carFirstScreen', carFirstScreen],
  ['vehiclesFirstScreen', vehiclesFirstScreen],
])('%s in the header', (_, firstScreen) => {
  const page = parsed(firstScreen())

  it('marks Cars as the current page and keeps the account entry hidden', () => {
    const current = page.querySelector('.site-navbar__link[aria-current="page"]')
    expect(current?.getAttribute('href')).toBe('/vehicles')
    const account = page.querySelector<HTMLElement>('.site-navbar__account')
    expect(account?.style.visibility).toBe('hidden')
  })
})

describe('withoutInertDrawings', () => {
  it('drops each drawing inside an inert element, however deep, nested drawings and all', () => {
    const markup =
      '<div inert=""><p>Text<br/></p><span><svg viewBox="0 0 1 1"><svg><path d="M0 0"></path></svg></svg></span></div>'
    expect(withoutInertDrawings(markup)).toBe('<div inert=""><p>Text<br/></p><span></span></div>')
  })

  it('keeps drawings outside inert elements, and everything else as it was', () => {
    const markup =
      '<a href="/" class="brand"><svg><path d="M0 0"></path></svg><img src="a.png" alt=""><span data-inert="">Autovia</span></a>'
    expect(withoutInertDrawings(markup)).toBe(markup)
  })

  it('stops the build on markup whose tags do not pair up', () => {
    expect(() => withoutInertDrawings('<div inert=""><svg></div>')).toThrow(/unbalanced/)
  })
})
