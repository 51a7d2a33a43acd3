import { onlineMapUrl } from './map-link'

describe('onlineMapUrl', () => {
  it("opens the embed's marker on openstreetmap.org", () => {
    const embed =
      'https://www.openstreetmap.org/export/embed.html?bbox=-73.9790%2C40.7560%2C-73.9670%2C40.7620&layer=mapnik&marker=40.7590%2C-73.9730'
    expect(onlineMapUrl(embed)).toBe(
      'https://www.openstreetmap.org/?mlat=40.759&mlon=-73.973#map=17/40.759/-73.973',
    )
  })

  it('takes the middle of the box when the embed has no marker', () => {
    const embed = 'https://www.openstreetmap.org/export/embed.html?bbox=10,50,12,52&layer=mapnik'
    expect(onlineMapUrl(embed)).toBe('https://www.openstreetmap.org/?mlat=51&mlon=11#map=17/51/11')
  })

  it('links any other map address as it is', () => {
    expect(onlineMapUrl('https://maps.example.com/place/1')).toBe(
      'https://maps.example.com/place/1',
    )
    expect(onlineMapUrl('not a url')).toBe('not a url')
  })
})
