/**
 * The tags a build adds to the top of its index.html (after Parcel has written it): the
 * Content-Security-Policy and, in live builds, the fleet's preload. Each carries a mark, so a
 * later build (Parcel may leave an unchanged page in place) replaces them instead of adding
 * more, whatever their settings were.
 */
const MARK = 'data-build-tag'
const MARKED = new RegExp(`<[^>]*\\s${MARK}[^>]*>`, 'g')

const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The policy as a meta tag; first in the page, it governs everything after it. */
export const policyTag = (policy: string) =>
  `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}" ${MARK}>`

/**
 * A live build asks for the fleet from the first bytes of the page, while the scripts are
 * still downloading: the app's own request then reuses this one. Same URL and credentials
 * mode as the app's fetch (anonymous: no cookies cross-origin, as the API needs none).
 */
export const fleetPreloadTag = (apiUrl: string) =>
  `<link rel="preload" as="fetch" href="${attribute(`${apiUrl}/car/visitors/all`)}" crossorigin="anonymous" ${MARK}>`

/** The page with `tags` (in order) right after its <html> tag, earlier build tags gone. */
export function withBuildTags(page: string, tags: readonly string[]): string {
  const html = page.replace(MARKED, '')
  const start = /<html[^>]*>/i.exec(html)
  if (!start) throw new Error('index.html has no <html> tag to put the build tags after')
  const at = start.index + start[0].length
  return `${html.slice(0, at)}${tags.join('')}${html.slice(at)}`
}
