/** The online map for the contact address, from the settings' OpenStreetMap embed address. */
export function onlineMapUrl(embedUrl: string): string {
  let url: URL
  try {
    url = new URL(embedUrl)
  } catch {
    return embedUrl
  }
  if (!url.hostname.endsWith('openstreetmap.org')) return embedUrl
  const marker = url.searchParams.get('marker')?.split(',').map(Number)
  const box = url.searchParams.get('bbox')?.split(',').map(Number)
  let lat: number | undefined
  let lon: number | undefined
  if (marker?.length === 2 && marker.every(Number.isFinite)) [lat, lon] = marker
  else if (box?.length === 4 && box.every(Number.isFinite)) {
    const [west, south, east, north] = box as [number, number, number, number]
    lat = (south + north) / 2
    lon = (west + east) / 2
  }
  if (lat === undefined || lon === undefined) return 'https://www.openstreetmap.org/'
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`
}
