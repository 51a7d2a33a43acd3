import './fade-carousel.css'
import type { KeyboardEvent, ReactNode } from 'react'
import { useT } from '../../i18n/i18n'
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
  const t = useT()
  const carousel = useCarousel({ count: slides.length, interval })
  const { index, next, prev, goTo } = carousel
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') next()
    else if (event.key === 'ArrowLeft') prev()
  }
  return (
    <section
      className={`fade-carousel fade-carousel--${tone} ${className ?? ''}`}
      aria-roledescription={t('carousel')}
      aria-label={t(label)}
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
              aria-roledescription={t('slide')}
              aria-label={t('{position} of {count}', {
                position: position + 1,
                count: slides.length,
              })}
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
          aria-label={t('Previous slide')}
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
              aria-label={t('Slide {position}: {title}', {
                position: position + 1,
                title: t(slide.title),
              })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => goTo(position)}
            />
          ))}
        </div>
        <button
          type="button"
          className="fade-carousel__arrow"
          aria-label={t('Next slide')}
          onClick={next}
        >
          <i className="pi pi-arrow-right" aria-hidden="true" />
        </button>
        {carousel.reducedMotion ? null : (
          <button
            type="button"
            className="fade-carousel__arrow fade-carousel__toggle"
            aria-label={carousel.stopped ? t('Play slideshow') : t('Pause slideshow')}
            onClick={carousel.toggleStopped}
          >
            <i className={`pi ${carousel.stopped ? 'pi-play' : 'pi-pause'}`} aria-hidden="true" />
          </button>
        )}
      </div>
    </section>
  )
}
