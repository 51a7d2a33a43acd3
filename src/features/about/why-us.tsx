import { useT } from '../../i18n/i18n'
import { WHY_ITEMS } from './about-content'

export function WhyUs() {
  const t = useT()
  return (
    <section className="about-section" aria-labelledby="about-why-title">
      <div className="container">
        <div className="about-head">
          <p className="eyebrow">{t('Our promise')}</p>
          <h2 id="about-why-title" className="about-title">
            {t('Why People Like Us')}
          </h2>
        </div>
        <ul className="about-why">
          {WHY_ITEMS.map((item) => (
            <li key={item.title} className="about-why__item">
              <i className={`pi ${item.icon} about-why__icon`} aria-hidden="true" />
              <h3 className="about-why__title">{t(item.title)}</h3>
              <p className="about-why__text">{t(item.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
