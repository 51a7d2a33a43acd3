import './fade-carousel.css'
import type { KeyboardEvent, ReactNode } from 'react'
import { useCarousel } from './use-carousel'

export interface FadeSlide {
  id: string
  title: string
  content: ReactNode
}

export interface FadeCarouselProps {
  label: string
  slides: FadeSlide[]
  interval?: number
  className?: string
  tone?: 'light' | 'dark'
}

export function FadeCarousel({
  label,
  slides,
  interval,
  className,
  tone = 'light',
}: FadeCarouselProps) {
  const carousel = useCarousel({ count: slides.length, interval })
  const { index, next, prev, goTo } = carousel
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') next()
    else if (event.key === 'ArrowLeft') prev()
  }
  return (
    <section
      className={`fade-carousel fade-carousel--${tone} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      {...carousel.rootProps}
    >
      <div className="fade-carousel__slides" aria-live={carousel.playing ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const active = position === index
          return (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern; a slide is no fieldset
            <div
              key={slide.id}
              className={`fade-carousel__slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
              aria-hidden={!active}
              inert={!active}
            >
              {slide.content}
            </div>
          )
        })}
      </div>
      <div className="fade-carousel__controls">
        <button
          type="button"
          className="fade-carousel__arrow"
          aria-label="Previous slide"
          onClick={prev}
        >
          <i className="pi pi-arrow-left" aria-hidden="true" />
        </button>
        <div className="fade-carousel__dots">
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              className="fade-carousel__dot"
              aria-label={`Slide ${position + 1}: ${slide.title}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => goTo(position)}
            />
          ))}
        </div>
        <button
          type="button"
          className="fade-carousel__arrow"
          aria-label="Next slide"
          onClick={next}
        >
          <i className="pi pi-arrow-right" aria-hidden="true" />
        </button>
        {carousel.reducedMotion ? null : (
          <button
            type="button"
            className="fade-carousel__arrow fade-carousel__toggle"
            aria-label={carousel.stopped ? 'Play slideshow' : 'Pause slideshow'}
            onClick={carousel.toggleStopped}
          >
            <i className={`pi ${carousel.stopped ? 'pi-play' : 'pi-pause'}`} aria-hidden="true" />
          </button>
        )}
      </div>
    </section>
  )
}
