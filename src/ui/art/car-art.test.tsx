import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bodyPath, claddingPath, PROFILES, sedan, suv } from '../../domain/car-profiles'
import { CarArt } from './car-art'

const paths = (container: HTMLElement) =>
  [...container.querySelectorAll('path')].map((path) => path.getAttribute('d'))

describe('CarArt', () => {
  it('draws the body style it is given', () => {
    const { container } = render(<CarArt body={suv} />)
    expect(paths(container)).toContain(bodyPath(suv))
    expect(paths(container)).toContain(claddingPath(suv))
    expect(paths(container)).not.toContain(bodyPath(sedan))
  })

  it('draws a sedan when given no style', () => {
    const { container } = render(<CarArt />)
    expect(paths(container)).toContain(bodyPath(sedan))
    expect(claddingPath(sedan)).toBeNull()
  })

  it('is the same geometry the demo pictures draw by name', () => {
    expect(PROFILES.suv).toBe(suv)
    expect(PROFILES.sedan).toBe(sedan)
  })
})
