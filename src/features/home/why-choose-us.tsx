import { config } from '../../config'
import { CarArt } from '../../ui/art/car-art'

const HIGHLIGHTS = [
  {
    icon: 'pi-verified',
    title: 'Hand-picked fleet',
    text: 'Recent models only, inspected and detailed before every rental.',
  },
  {
    icon: 'pi-dollar',
    title: 'Honest pricing',
    text: 'One hourly rate with insurance included. What you see is what you pay.',
  },
  {
    icon: 'pi-directions',
    title: 'Unlimited miles',
    text: 'Weekend escape or cross-country drive: the distance is yours to choose.',
  },
  {
    icon: 'pi-headphones',
    title: 'Support around the clock',
    text: 'Real people on call 24/7, wherever the road takes you.',
  },
]

export function WhyChooseUs() {
  return (
    <section className="home-section home-why" aria-labelledby="why-title">
      <div className="container home-why__inner">
        <div className="home-why__intro">
          <p className="eyebrow eyebrow--on-ink">Why {config.site.name}</p>
          <h2 id="why-title" className="home-section__title home-why__title">
            Rental, the way it should feel
          </h2>
          <p className="home-why__lead">
            We keep it calm and simple: fine cars, clear prices and people who care about your trip.
          </p>
          <CarArt paint="var(--paint-silver)" style="sports-saloon" className="home-why__car" />
        </div>
        <ul className="home-why__list">
          {HIGHLIGHTS.map((item) => (
            <li key={item.title} className="home-why__item">
              <i className={`pi ${item.icon}`} aria-hidden="true" />
              <div>
                <h3 className="home-why__item-title">{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
