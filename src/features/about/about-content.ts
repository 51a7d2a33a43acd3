import type { PortraitLook } from '../../ui/art/team-portrait'

/** docs/product.md section 2: exactly these eight items, in this order. */
export const WHY_ITEMS = [
  {
    icon: 'pi-tag',
    title: 'Best Price Guarantee',
    text: 'Find the same car for less elsewhere and we match the price.',
  },
  {
    icon: 'pi-calendar-times',
    title: 'No Cancellation Fees',
    text: 'The price you see is the price you pay: no booking or cancellation charges on top.',
  },
  {
    icon: 'pi-star',
    title: 'Best Quality Cars',
    text: 'Recent models, serviced and detailed before every single rental.',
  },
  {
    icon: 'pi-clock',
    title: 'Reservation Anytime',
    text: 'Book online day or night; it takes a couple of minutes.',
  },
  {
    icon: 'pi-user',
    title: 'Personal Driver',
    text: 'Prefer the back seat? A professional chauffeur can drive for you.',
  },
  {
    icon: 'pi-directions',
    title: 'Unlimited Miles',
    text: 'No mileage cap on any rental: drive as far as the trip needs.',
  },
  {
    icon: 'pi-map',
    title: 'City to City',
    text: 'Pick up in one city and hand the keys back in another.',
  },
  {
    icon: 'pi-headphones',
    title: '24/7 Customer Support',
    text: 'Real people on call around the clock, wherever you are.',
  },
] as const

/** docs/product.md section 2, spelling included ("Hapy"). */
export const COUNTERS = [
  { value: '350+', label: 'Cars for rent' },
  { value: '6500+', label: 'Hapy Clients' },
  { value: '5000+', label: 'Positive Reviews' },
  { value: '600+', label: 'Drivers' },
] as const

export const TESTIMONIALS = [
  {
    message:
      'Booking took two minutes and the car was spotless. With unlimited miles we finally drove the whole coast road without watching the counter.',
    name: 'Laura Bennett',
    title: 'Travel photographer',
  },
  {
    message:
      'I rent for client visits every month. The car, the price and the service are always exactly what was promised: no small print, no surprises.',
    name: 'Marcus Hale',
    title: 'Sales director',
  },
  {
    message:
      'Our flight landed at 2 a.m. and someone answered the support line on the first ring. That is what premium really means to me.',
    name: 'Priya Raman',
    title: 'Architect',
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
    title: 'Founder & CEO',
    image: {
      skin: 'var(--portrait-skin-light)',
      hair: 'var(--portrait-hair-dark)',
      shirt: 'var(--paint-navy)',
      hairStyle: 'long',
    },
  },
  {
    name: 'David Okafor',
    title: 'Head of Fleet',
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
    title: 'Customer Experience Lead',
    image: {
      skin: 'var(--portrait-skin-fair)',
      hair: 'var(--portrait-hair-auburn)',
      shirt: 'var(--brand-ink-3)',
      hairStyle: 'bun',
    },
  },
]
