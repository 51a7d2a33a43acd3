import { config } from '../../config'
import { sportsSaloon } from '../../domain/car-profiles'
import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { CarArt } from '../../ui/art/car-art'
import { WithName } from '../../ui/layout/with-name'

const HIGHLIGHTS = [
  {
    icon: 'pi-verified',
    title: msg('Hand-picked fleet'),
    text: msg('Recent models only, inspected and detailed before every rental.'),
  },
  {
    icon: 'pi-dollar',
    title: msg('Honest pricing'),
    text: msg('One hourly rate with insurance included. What you see is what you pay.'),
  },
  {
    icon: 'pi-directions',
    title: msg('Unlimited miles'),
    text: msg('Weekend escape or cross-country drive: the distance is yours to choose.'),
  },
  {
    icon: 'pi-headphones',
    title: msg('Support around the clock'),
    text: msg('Real people on call 24/7, wherever the road takes you.'),
  },
]

export function WhyChooseUs() {
  const t = useT()
  return (
    <section className="home-section home-why" aria-labelledby="why-title">
      <div className="container home-why__inner">
        <div className="home-why__intro">
          <p className="eyebrow eyebrow--on-ink">
            <WithName text={msg('Why {name}')} name={config.site.name} />
          </p>
          <h2 id="why-title" className="home-section__title home-why__title">
            {t('Rental, the way it should feel')}
          </h2>
          <p className="home-why__lead">
            {t(
              'We keep it calm and simple: fine cars, clear prices and people who care about your trip.',
            )}
          </p>
          <CarArt paint="var(--paint-silver)" body={sportsSaloon} className="home-why__car" />
        </div>
        <ul className="home-why__list">
          {HIGHLIGHTS.map((item) => (
            <li key={item.title} className="home-why__item">
              <i className={`pi ${item.icon}`} aria-hidden="true" />
              <div>
                <h3 className="home-why__item-title">{t(item.title)}</h3>
                <p>{t(item.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
