import { msg } from '../../i18n/msg'
import type { PortraitLook } from '../../ui/art/team-portrait'

/** docs/product.md section 2: exactly these eight items, in this order. */
export const WHY_ITEMS = [
  {
    icon: 'pi-tag',
    title: msg('Best Price Guarantee'),
    text: msg('Find the same car for less elsewhere and we match the price.'),
  },
  {
    icon: 'pi-calendar-times',
    title: msg('No Cancellation Fees'),
    text: msg('The price you see is the price you pay: no booking or cancellation charges on top.'),
  },
  {
    icon: 'pi-star',
    title: msg('Best Quality Cars'),
    text: msg('Recent models, serviced and detailed before every single rental.'),
  },
  {
    icon: 'pi-clock',
    title: msg('Reservation Anytime'),
    text: msg('Book online day or night; it takes a couple of minutes.'),
  },
  {
    icon: 'pi-user',
    title: msg('Personal Driver'),
    text: msg('Prefer the back seat? A professional chauffeur can drive for you.'),
  },
  {
    icon: 'pi-directions',
    title: msg('Unlimited Miles'),
    text: msg('No mileage cap on any rental: drive as far as the trip needs.'),
  },
  {
    icon: 'pi-map',
    title: msg('City to City'),
    text: msg('Pick up in one city and hand the keys back in another.'),
  },
  {
    icon: 'pi-headphones',
    title: msg('24/7 Customer Support'),
    text: msg('Real people on call around the clock, wherever you are.'),
  },
] as const

/** docs/product.md section 2, spelling included ("Hapy"). */
export const COUNTERS = [
  { value: '350+', label: msg('Cars for rent') },
  { value: '6500+', label: msg('Hapy Clients') },
  { value: '5000+', label: msg('Positive Reviews') },
  { value: '600+', label: msg('Drivers') },
] as const

export const TESTIMONIALS = [
  {
    message: msg(
      'Booking took two minutes and the car was spotless. With unlimited miles we finally drove the whole coast road without watching the counter.',
    ),
    name: 'Laura Bennett',
    title: msg('Travel photographer'),
  },
  {
    message: msg(
      'I rent for client visits every month. The car, the price and the service are always exactly what was promised: no small print, no surprises.',
    ),
    name: 'Marcus Hale',
    title: msg('Sales director'),
  },
  {
    message: msg(
      'Our flight landed at 2 a.m. and someone answered the support line on the first ring. That is what premium really means to me.',
    ),
    name: 'Priya Raman',
    title: msg('Architect'),
  },
] as const

export interface TeamMember {
  name: string
  title: string
  image: PortraitLook
}

export const TEAM: TeamMember[] = [
  {
    name: 'Elena Marsh',
    title: msg('Founder & CEO'),
    image: {
      skin: 'var(--portrait-skin-light)',
      hair: 'var(--portrait-hair-dark)',
      shirt: 'var(--paint-navy)',
      hairStyle: 'long',
    },
  },
  {
    name: 'David Okafor',
    title: msg('Head of Fleet'),
    image: {
      skin: 'var(--portrait-skin-deep)',
      hair: 'var(--portrait-hair-black)',
      shirt: 'var(--paint-gold)',
      hairStyle: 'short',
      glasses: true,
    },
  },
  {
    name: 'Sofia Lindqvist',
    title: msg('Customer Experience Lead'),
    image: {
      skin: 'var(--portrait-skin-fair)',
      hair: 'var(--portrait-hair-auburn)',
      shirt: 'var(--brand-ink-3)',
      hairStyle: 'bun',
    },
  },
]
