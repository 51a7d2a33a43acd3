const STEPS = [
  {
    icon: 'pi-search',
    title: 'Choose your car',
    text: 'Filter the fleet by seats, fuel, transmission and price, and read every detail before you choose.',
  },
  {
    icon: 'pi-calendar-plus',
    title: 'Pick your dates',
    text: 'Check availability instantly and see the full price before you commit: no surprises.',
  },
  {
    icon: 'pi-key',
    title: 'Drive away',
    text: 'Collect the keys in the city, enjoy unlimited miles and return the car where it suits you.',
  },
]

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      className="home-section home-section--tint"
      aria-labelledby="steps-title"
    >
      <div className="container">
        <div className="home-section__head home-section__head--center">
          <p className="eyebrow">Simple by design</p>
          <h2 id="steps-title" className="home-section__title">
            How it works
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
              <h3 className="home-step__title">{step.title}</h3>
              <p className="home-step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
