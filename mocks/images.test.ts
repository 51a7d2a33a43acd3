import { BODY_STYLES } from '../src/domain/car-profiles'
import { PAINTS } from './car-shapes'
import { vehicleSvg } from './images'
import { CATALOG } from './seed-catalog'

describe('vehicle pictures', () => {
  it('draw every catalog model with a body style of its own kind', () => {
    for (const model of CATALOG) expect(BODY_STYLES).toContain(model.body)
    const bodyOf = (name: string) => CATALOG.find((m) => m.model.startsWith(name))?.body
    expect(bodyOf('Porsche Taycan')).toBe('sports-saloon')
    expect(bodyOf('BMW X5')).toBe('suv')
    expect(bodyOf('Porsche 911 Carrera')).toBe('rear-engine-coupe')
    expect(bodyOf('Porsche 718 Cayman')).toBe('mid-engine-coupe')
    expect(bodyOf('Mercedes-Benz V 300')).toBe('van')
  })

  it('give no convertible or premium car without air conditioning but the bare roadster', () => {
    const without = CATALOG.filter((m) => !m.airConditioning)
    expect(without.map((m) => m.body)).toEqual(['roadster'])
  })

  it.each(BODY_STYLES)('draw %s as a well-formed SVG document of its own', (style) => {
    const svg = vehicleSvg(style, PAINTS[0]!)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
    expect(svg).not.toMatch(/NaN|undefined/)
    const others = BODY_STYLES.filter((s) => s !== style).map((s) => vehicleSvg(s, PAINTS[0]!))
    expect(others).not.toContain(svg)
  })
})
