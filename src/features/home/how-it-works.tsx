import { useT } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'

const STEPS = [
  {
    icon: 'pi-search',
    title: msg('Choose your car'),
    text: msg(
      'Filter the fleet by seats, fuel, transmission and price, and read every detail before you choose.',
    ),
  },
  {
    icon: 'pi-calendar-plus',
    title: msg('Pick your dates'),
    text: msg(
      'Check availability instantly and see the full price before you commit: no surprises.',
    ),
  },
  {
    icon: 'pi-key',
    title: msg('Drive away'),
    text: msg(
      'Collect the keys in the city, enjoy unlimited miles and return the car where it suits you.',
    ),
  },
]

export function HowItWorks() {
  const t = useT()
  return (
    <section
      id="how-it-works"
      className="home-section home-section--tint"
      aria-labelledby="steps-title"
    >
      <div className="container">
        <div className="home-section__head home-section__head--center">
          <p className="eyebrow">{t('Simple by design')}</p>
          <h2 id="steps-title" className="home-section__title">
            {t('How it works')}
          </h2>
        </div>
        <ol className="home-steps">
          {STEPS.map((step, index) => (
            // The big ordinal is drawn by CSS: decoration, not text to read or contrast-check.
            <li
              key={step.title}
              className="home-step"
              data-number={String(index + 1).padStart(2, '0')}
            >
              <i className={`pi ${step.icon} home-step__icon`} aria-hidden="true" />
              <h3 className="home-step__title">{t(step.title)}</h3>
              <p className="home-step__text">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
