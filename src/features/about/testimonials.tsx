import { useT } from '../../i18n/i18n'
import { FadeCarousel, type FadeSlide } from '../../ui/carousel/fade-carousel'
import { COUNTERS, TESTIMONIALS } from './about-content'

type Testimonial = (typeof TESTIMONIALS)[number]

function Quote({ item }: { item: Testimonial }) {
  const t = useT()
  return (
    <figure className="about-quote">
      <i className="pi pi-comment about-quote__mark" aria-hidden="true" />
      <blockquote className="about-quote__message">
        <p>{t(item.message)}</p>
      </blockquote>
      <figcaption className="about-quote__author">
        <span className="about-quote__initials" aria-hidden="true">
          {item.name
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </span>
        <span>
          <strong>{item.name}</strong>
          <span className="about-quote__role">{t(item.title)}</span>
        </span>
      </figcaption>
    </figure>
  )
}

const SLIDES: FadeSlide[] = TESTIMONIALS.map((item) => ({
  id: item.name,
  title: item.name,
  content: <Quote item={item} />,
}))

/** "Testimonals" is the section title as docs/product.md spells it. */
export function Testimonials() {
  const t = useT()
  return (
    <section className="about-section about-dark" aria-labelledby="about-testimonials-title">
      <div className="container about-dark__inner">
        <div>
          <p className="eyebrow eyebrow--on-ink">{t('In their words')}</p>
          <h2 id="about-testimonials-title" className="about-title about-title--on-ink">
            {t('Testimonals')}
          </h2>
          <FadeCarousel
            label={t('What our clients say')}
            slides={SLIDES}
            tone="dark"
            className="about-quotes"
          />
        </div>
        <ul className="about-counters">
          {COUNTERS.map((counter) => (
            <li key={counter.label} className="about-counter">
              <strong className="about-counter__value">{counter.value}</strong>
              <span className="about-counter__label">{t(counter.label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
