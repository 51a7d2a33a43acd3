/** Lets a page with unsaved changes stop the browser's Back: the page's address is put back at once and the page asks its own question. */
interface BackGuard {
  url: string
  ask: () => void
}

let guard: BackGuard | null = null
let passing = false

export function guardBack(next: BackGuard | null): void {
  guard = next
}

export function passBack(): void {
  passing = true
  window.history.back()
}

let installed = false

/** Listens before the router does (app/startup.ts), so the router never sees a held Back. */
export function installBackGuard(): void {
  if (installed) return
  installed = true
  window.addEventListener(
    'popstate',
    (event) => {
      if (passing) {
        passing = false
        return
      }
      if (!guard) return
      event.stopImmediatePropagation()
      window.history.pushState(null, '', guard.url)
      guard.ask()
    },
    true,
  )
}
