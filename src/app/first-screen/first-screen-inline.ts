import { showFirstScreenAt } from './first-screen'

/**
 * The script built into 200.html (see first-screen.ts): its settings come from its own
 * element's data attributes, so its text, and with it its hash in the Content-Security-Policy,
 * is the same for every build.
 */
const script = document.currentScript
if (script instanceof HTMLScriptElement) {
  const { api = '', base = '' } = script.dataset
  void showFirstScreenAt(document, location, { apiUrl: api, routerBase: base })
}
