import { Link } from 'wouter'
import { config } from '../../config'
import { rearEngineCoupe, sedan, suv } from '../../domain/car-profiles'
import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
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
  car: Required<Pick<CarArtProps, 'paint' | 'body'>>
  backdrop: BackdropVariant
}

const SLIDES: HeroSlideData[] = [
  {
    id: 'city',
    eyebrow: msg('Pick up around the corner'),
    title: msg('Car rental in your city'),
    lead: msg(
      'Choose a premium car online and collect it minutes from your door. Return it wherever suits your day.',
    ),
    action: { href: '/vehicles', label: msg('Browse the fleet') },
    secondary: { href: '/about', label: msg('Why {name}') },
    car: { paint: 'var(--paint-navy)', body: sedan },
    backdrop: 'city',
  },
  {
    id: 'miles',
    eyebrow: msg('No mileage cap, ever'),
    title: msg('Quality cars with unlimited miles'),
    lead: msg(
      'Recent models, serviced before every trip. Drive as far as the road goes: the contract never counts the miles.',
    ),
    action: { href: '/vehicles', label: msg('Find your car') },
    secondary: { href: '/about', label: msg('Our promise') },
    car: { paint: 'var(--paint-gold)', body: suv },
    backdrop: 'road',
  },
  {
    id: 'support',
    eyebrow: msg('Day and night'),
    title: msg('24/7 customer support'),
    lead: msg(
      'A real person answers at any hour: roadside help, a change of plans or simply advice on the best route.',
    ),
    action: { href: '/contact', label: msg('Talk to us') },
    secondary: { href: '/vehicles', label: msg('See the cars') },
    car: { paint: 'var(--paint-burgundy)', body: rearEngineCoupe },
    backdrop: 'support',
  },
]

function HeroSlide({ slide }: { slide: HeroSlideData }) {
  const t = useT()
  return (
    <div className={`home-hero__slide home-hero__slide--${slide.id}`}>
      <div className="container home-hero__inner">
        <div className="home-hero__copy">
          <p className="eyebrow">{t(slide.eyebrow)}</p>
          <h2 className="home-hero__title">{t(slide.title)}</h2>
          <p className="home-hero__lead">{t(slide.lead)}</p>
          <div className="home-hero__actions">
            <Link href={slide.action.href} className="btn btn--ink">
              {t(slide.action.label)}
              <i className="pi pi-arrow-right" aria-hidden="true" />
            </Link>
            <Link href={slide.secondary.href} className="btn btn--ghost">
              {t(slide.secondary.label, { name: config.site.name })}
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
