import { Link } from 'wouter'
import { config } from '../../config'
import { CarArt, type CarArtProps } from '../../ui/art/car-art'
import { type BackdropVariant, HeroBackdrop } from '../../ui/art/hero-backdrop'
import type { FadeSlide } from '../../ui/carousel/fade-carousel'

interface HeroSlideData {
  id: string
  eyebrow: string
  title: string
  lead: string
  action: { href: string; label: string }
  secondary: { href: string; label: string }
  car: Required<Pick<CarArtProps, 'paint' | 'style'>>
  backdrop: BackdropVariant
}

const SLIDES: HeroSlideData[] = [
  {
    id: 'city',
    eyebrow: 'Pick up around the corner',
    title: 'Car rental in your city',
    lead: 'Choose a premium car online and collect it minutes from your door. Return it wherever suits your day.',
    action: { href: '/vehicles', label: 'Browse the fleet' },
    secondary: { href: '/about', label: `Why ${config.site.name}` },
    car: { paint: 'var(--paint-navy)', style: 'sedan' },
    backdrop: 'city',
  },
  {
    id: 'miles',
    eyebrow: 'No mileage cap, ever',
    title: 'Quality cars with unlimited miles',
    lead: 'Recent models, serviced before every trip. Drive as far as the road goes: the contract never counts the miles.',
    action: { href: '/vehicles', label: 'Find your car' },
    secondary: { href: '/about', label: 'Our promise' },
    car: { paint: 'var(--paint-gold)', style: 'suv' },
    backdrop: 'road',
  },
  {
    id: 'support',
    eyebrow: 'Day and night',
    title: '24/7 customer support',
    lead: 'A real person answers at any hour: roadside help, a change of plans or simply advice on the best route.',
    action: { href: '/contact', label: 'Talk to us' },
    secondary: { href: '/vehicles', label: 'See the cars' },
    car: { paint: 'var(--paint-burgundy)', style: 'rear-engine-coupe' },
    backdrop: 'support',
  },
]

function HeroSlide({ slide }: { slide: HeroSlideData }) {
  return (
    <div className={`home-hero__slide home-hero__slide--${slide.id}`}>
      <div className="container home-hero__inner">
        <div className="home-hero__copy">
          <p className="eyebrow">{slide.eyebrow}</p>
          <h2 className="home-hero__title">{slide.title}</h2>
          <p className="home-hero__lead">{slide.lead}</p>
          <div className="home-hero__actions">
            <Link href={slide.action.href} className="btn btn--ink">
              {slide.action.label}
              <i className="pi pi-arrow-right" aria-hidden="true" />
            </Link>
            <Link href={slide.secondary.href} className="btn btn--ghost">
              {slide.secondary.label}
            </Link>
          </div>
        </div>
        <div className="home-hero__art">
          <HeroBackdrop variant={slide.backdrop} className="home-hero__backdrop" />
          <CarArt {...slide.car} className="home-hero__car" />
        </div>
      </div>
    </div>
  )
}

export const HERO_SLIDES: FadeSlide[] = SLIDES.map((slide) => ({
  id: slide.id,
  title: slide.title,
  content: <HeroSlide slide={slide} />,
}))
