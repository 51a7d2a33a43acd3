import { WHY_ITEMS } from './about-content'

export function WhyUs() {
  return (
    <section className="about-section" aria-labelledby="about-why-title">
      <div className="container">
        <div className="about-head">
          <p className="eyebrow">Our promise</p>
          <h2 id="about-why-title" className="about-title">
            Why People Like Us
          </h2>
        </div>
        <ul className="about-why">
          {WHY_ITEMS.map((item) => (
            <li key={item.title} className="about-why__item">
              <i className={`pi ${item.icon} about-why__icon`} aria-hidden="true" />
              <h3 className="about-why__title">{item.title}</h3>
              <p className="about-why__text">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
