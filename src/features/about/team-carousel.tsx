import type { CSSProperties } from 'react'
import { formatCount } from '../../i18n/format'
import { useT } from '../../i18n/i18n'
import { TeamPortrait } from '../../ui/art/team-portrait'
import { useCarousel } from '../../ui/carousel/use-carousel'
import { useMediaQuery } from '../../ui/use-media-query'
import { TEAM } from './about-content'

/** docs/product.md section 9: three members per view, looping, 50 px apart. */
export function TeamCarousel() {
  const t = useT()
  const wide = useMediaQuery('(min-width: 992px)')
  const medium = useMediaQuery('(min-width: 576px)')
  const perView = Math.min(TEAM.length, wide ? 3 : medium ? 2 : 1)
  const { index, next, prev, rootProps } = useCarousel({ count: TEAM.length, autoplay: false })
  const visible = Array.from(
    { length: perView },
    (_, offset) => TEAM[(index + offset) % TEAM.length]!,
  )

  return (
    <section
      className="about-team"
      aria-roledescription={t('carousel')}
      aria-label={t('Our Team members')}
      {...rootProps}
    >
      <ul
        className="about-team__track"
        style={{ '--per-view': perView } as CSSProperties}
        aria-live="polite"
      >
        {visible.map((member, offset) => (
          <li
            key={`${member.name}-${index}`}
            className="about-member"
            aria-roledescription={t('slide')}
            aria-label={t('{position} of {count}', {
              position: formatCount(((index + offset) % TEAM.length) + 1),
              count: formatCount(TEAM.length),
            })}
          >
            <TeamPortrait
              {...member.image}
              title={t('Portrait of {name}', { name: member.name })}
              className="about-member__portrait"
            />
            <h3 className="about-member__name">{member.name}</h3>
            <p className="about-member__title">{t(member.title)}</p>
          </li>
        ))}
      </ul>
      <div className="about-team__controls">
        <button
          type="button"
          className="about-round"
          aria-label={t('Previous team member')}
          onClick={prev}
        >
          <i className="pi pi-arrow-left" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="about-round"
          aria-label={t('Next team member')}
          onClick={next}
        >
          <i className="pi pi-arrow-right" aria-hidden="true" />
        </button>
      </div>
    </section>
  )
}
