/** The demo's offline copy, page side (docs/embedded-backend.md, "The demo in the browser"): the worker mocks/offline/worker.js answers the build's files from a cache that it fills when asked here. */

/** The demo's service worker script (scripts/offline.ts writes it beside the pages). */
export const DEMO_WORKER_FILE = 'demo-worker.js'
/** The web app manifest of a demo build. */
export const MANIFEST_FILE = 'manifest.webmanifest'

let firstAsked: (copy: Promise<boolean>) => void = () => undefined
/** The latest answer of the worker in control; before the page has asked, the first one. */
let copied = new Promise<boolean>((resolve) => {
  firstAsked = resolve
})

/** Asks the worker in control to store the whole build, again whenever another takes control; `offlineCopy()` says whether it has. */
export function keepOfflineCopy(): void {
  const container = navigator.serviceWorker
  const ask = () => {
    copied = container.controller ? askToCopy(container.controller) : Promise.resolve(false)
    firstAsked(copied)
  }
  container.addEventListener('controllerchange', ask)
  ask()
}

/** Resolves true once every file of the build is stored (the demo then opens offline). */
export const offlineCopy = (): Promise<boolean> => copied

function askToCopy(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) => resolve(event.data === 'COMPLETE')
    worker.postMessage('AUTOVIA_PRECACHE', [channel.port2])
  })
}
