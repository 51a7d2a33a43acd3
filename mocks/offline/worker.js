// The demo's service worker (docs/embedded-backend.md, "The demo in the browser"): it answers the build's own
// files and every page address from a cache, and hands all other requests (the API's calls
// among them) to msw's worker, which it imports. A scope has one worker, so both are one.
// The build writes VERSION and FILES (paths relative to the scope) in front of this text
// (scripts/offline.ts): a new build is a new script, which the browser installs.

const CACHE_PREFIX = 'autovia-demo-'
const CACHE = CACHE_PREFIX + VERSION
const SCOPE = new URL(self.registration.scope)
const LISTED = new Set(FILES.map((file) => new URL(file, SCOPE).href))
const HOME = new URL('index.html', SCOPE).href
// What a host sends for every other address of the single-page app.
const FALLBACK = new URL('200.html', SCOPE).href

// A new build while an earlier one serves open pages: its copy is made now, and it takes over
// once those pages are closed (msw's listener would take over at once, under pages running the
// earlier build). Over msw's own worker or none, msw's listener runs.
addEventListener('install', (event) => {
  if (self.registration.active?.scriptURL !== self.location.href) return
  event.stopImmediatePropagation()
  event.waitUntil(precache())
})

// msw's worker unregisters itself when its last page closes; the next visit, perhaps offline,
// must still find this one.
self.registration.unregister = () => Promise.resolve(false)

// Added before msw's listener, so it runs first and keeps msw's from answering again.
addEventListener('fetch', (event) => {
  const key = cacheKey(event.request)
  if (!key) return
  event.respondWith(cacheFirst(event, key))
  event.stopImmediatePropagation()
})

/** The listed file a request is answered with, or null for one msw's worker handles. */
function cacheKey(request) {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  const bare = url.origin + url.pathname
  if (request.mode === 'navigate') {
    if (!LISTED.has(FALLBACK)) return null
    if (bare === SCOPE.href || bare === HOME) return HOME
    if (LISTED.has(bare)) return bare
    // A file published beside the demo after its build (a snapshot) is the host's to send.
    return /\.[^/]*$/.test(url.pathname) ? null : FALLBACK
  }
  return url.search === '' && LISTED.has(bare) ? bare : null
}

async function cacheFirst(event, key) {
  const cache = await caches.open(CACHE)
  const cached = await cache.match(key)
  if (cached) return cached
  try {
    const response = await fetch(event.request)
    if (response.ok && key === response.url) event.waitUntil(cache.put(key, response.clone()))
    return response
  } catch (error) {
    // Offline while this build's copy is still being made: the last build's copy, if any.
    const earlier = await caches.match(key)
    if (earlier) return earlier
    throw error
  }
}

// The page asks once its backend has started (mocks/offline.ts), so that copying the build
// never delays a first visit; the answer says whether every file is in.
addEventListener('message', (event) => {
  if (event.data !== 'AUTOVIA_PRECACHE') return
  event.stopImmediatePropagation()
  event.waitUntil(
    precache().then((complete) => event.ports[0]?.postMessage(complete ? 'COMPLETE' : 'PARTIAL')),
  )
})

const COPYING_AT_ONCE = 1
let copying
function precache() {
  copying ??= copyAll().finally(() => {
    copying = undefined
  })
  return copying
}

async function copyAll() {
  const cache = await caches.open(CACHE)
  const have = new Set((await cache.keys()).map((request) => request.url))
  const missing = [...LISTED].filter((url) => !have.has(url))
  // One at a time, so that the copy takes little from the page's own work; a file the
  // network drops leaves the others stored, for the next try.
  let complete = true
  const copyNext = async () => {
    for (let url = missing.shift(); url; url = missing.shift()) {
      // Straight from the host, and kept here only, not in the browser's HTTP cache as well.
      await cache.add(new Request(url, { cache: 'no-store' })).catch(() => {
        complete = false
      })
    }
  }
  await Promise.all(Array.from({ length: COPYING_AT_ONCE }, copyNext))
  if (complete) {
    for (const name of await caches.keys()) {
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name)
    }
  }
  return complete
}

importScripts('mockServiceWorker.js')
