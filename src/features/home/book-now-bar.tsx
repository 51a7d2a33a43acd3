import { Link } from 'wouter'
import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'

const PERKS = [
  { icon: 'pi-map-marker', text: msg('Pick up in the city') },
  { icon: 'pi-calendar', text: msg('Priced by the hour') },
  { icon: 'pi-shield', text: msg('Fully insured') },
]

export function BookNowBar() {
  const t = useT()
  return (
    <section className="home-book" aria-labelledby="home-book-title">
      <div className="container home-book__inner">
        <div className="home-book__text">
          <h2 id="home-book-title" className="home-book__title">
            {t('Your next drive is a few clicks away')}
          </h2>
          <ul className="home-book__perks">
            {PERKS.map((perk) => (
              <li key={perk.text}>
                <i className={`pi ${perk.icon}`} aria-hidden="true" />
                {t(perk.text)}
              </li>
            ))}
          </ul>
        </div>
        <Link href="/vehicles" className="btn btn--gold home-book__action">
          {t('BOOK NOW')}
          <i className="pi pi-arrow-right" aria-hidden="true" />
        </Link>
      </div>
    </section>
  )
}
