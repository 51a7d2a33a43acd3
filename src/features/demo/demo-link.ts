import { config } from '../../config'
import { DEMO_ACCOUNTS } from '../../domain/demo-accounts'
import { t } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { signIn, signOut } from '../../state/session'
import { notifyError, notifyInfo } from '../../ui/notify'
import type { DemoControl } from './demo-control'
import { reloadWithNotice } from './reload-notice'
import { rememberSnapshotName } from './snapshot-name'

export interface DemoLink {
  scenario?: string
  persona?: string
  snapshot?: string
}

export const DEMO_PERSONAS = {
  visitor: msg('Visitor'),
  customer: msg('Customer'),
  admin: msg('Administrator'),
} as const
export type DemoLinkPersona = keyof typeof DEMO_PERSONAS

const PARAMS = ['scenario', 'persona', 'snapshot'] as const

/** A snapshot published next to the demo: a plain file name, so a link reaches no other place. */
const SNAPSHOT_NAME = /^[\w][\w.-]*\.json$/

const isPersona = (name: string): name is DemoLinkPersona => Object.hasOwn(DEMO_PERSONAS, name)

export function readDemoLink(search: string): DemoLink | null {
  const params = new URLSearchParams(search)
  if (!PARAMS.some((name) => params.has(name))) return null
  const link: DemoLink = {}
  for (const name of PARAMS) {
    const value = params.get(name)
    if (value !== null) link[name] = value
  }
  return link
}

export function withoutDemoLink(href: string): string {
  const url = new URL(href)
  for (const name of PARAMS) url.searchParams.delete(name)
  return url.href
}

export function demoLinkFor(href: string, link: DemoLink): string {
  const url = new URL(withoutDemoLink(href))
  for (const name of PARAMS) {
    const value = link[name]
    if (value) url.searchParams.set(name, value)
  }
  return url.href
}

export function personaOf(email: string | undefined): DemoLinkPersona | undefined {
  if (email === undefined) return 'visitor'
  if (email === DEMO_ACCOUNTS.admin.email) return 'admin'
  if (email === DEMO_ACCOUNTS.customer.email) return 'customer'
  return undefined
}

async function snapshotText(name: string): Promise<string | { ignored: string }> {
  if (!SNAPSHOT_NAME.test(name))
    return {
      ignored: t('The snapshot {name} is not a file name next to the demo and was ignored.', {
        name,
      }),
    }
  try {
    const response = await fetch(`${config.publicPath}${encodeURIComponent(name)}`)
    if (!response.ok)
      return { ignored: t('The snapshot {name} was not found and was ignored.', { name }) }
    return await response.text()
  } catch {
    return { ignored: t('The snapshot {name} could not be read and was ignored.', { name }) }
  }
}

/** Signs the persona in (a visitor: out); false when this data has no such account. */
async function becomes(persona: DemoLinkPersona): Promise<boolean> {
  if (persona === 'visitor') {
    signOut()
    return true
  }
  try {
    await signIn(DEMO_ACCOUNTS[persona])
    return true
  } catch {
    return false
  }
}

/** Opens the link in `search`, if there is one (before the app renders: see mount-demo-bar). */
export async function openLinkIn(search: string, control: () => Promise<DemoControl>) {
  const link = readDemoLink(search)
  if (!link) return
  try {
    const said = await openDemoLink(link, await control())
    if (said.length) notifyInfo(said.join(' '))
  } catch (error) {
    // The demo goes on with the data it had; the person is told what went wrong.
    history.replaceState(history.state, '', withoutDemoLink(location.href))
    notifyError(error)
  }
}

/** Opens a demo link and then the page again without its parameters, saying what was done and what was ignored; resolves only when nothing of the link could be used. */
export async function openDemoLink(link: DemoLink, control: DemoControl): Promise<string[]> {
  const done: string[] = []
  const ignored: string[] = []
  let replaced = false
  if (link.snapshot !== undefined) {
    const text = await snapshotText(link.snapshot)
    const loaded = typeof text === 'string' ? await control.loadSnapshot(text) : undefined
    if (typeof text !== 'string') ignored.push(text.ignored)
    else if (loaded && !loaded.ok)
      // The backend's reason is shown as it gives it.
      ignored.push(
        t('The snapshot {name} was ignored: {reason}', {
          name: link.snapshot,
          reason: loaded.message,
        }),
      )
    else {
      replaced = true
      rememberSnapshotName(link.snapshot)
      done.push(t('the snapshot {name}', { name: link.snapshot }))
    }
  }
  if (link.scenario !== undefined) {
    const scenario = control.scenarios.find((s) => s.name === link.scenario)
    if (!scenario)
      ignored.push(t('The scenario "{name}" is unknown and was ignored.', { name: link.scenario }))
    else if (replaced)
      ignored.push(
        t('The scenario {scenario} was ignored: the snapshot was used.', {
          scenario: t(scenario.label),
        }),
      )
    else {
      await control.switchScenario(scenario.name)
      rememberSnapshotName(null)
      replaced = true
      done.push(t(scenario.label))
    }
  }
  if (link.persona !== undefined) {
    if (!isPersona(link.persona))
      ignored.push(t('The persona "{name}" is unknown and was ignored.', { name: link.persona }))
    else if (await becomes(link.persona)) {
      replaced = true
      done.push(t('as {persona}', { persona: t(DEMO_PERSONAS[link.persona]) }))
    } else
      ignored.push(
        t('The {persona} is not in this data and was not signed in.', {
          persona: t(DEMO_PERSONAS[link.persona]),
        }),
      )
  }
  const said = [
    ...(done.length ? [t('Demo link opened: {done}.', { done: done.join(', ') })] : []),
    ...ignored,
  ]
  if (replaced) {
    reloadWithNotice(said.join(' '), withoutDemoLink(location.href))
    return new Promise(() => undefined)
  }
  history.replaceState(history.state, '', withoutDemoLink(location.href))
  return said
}
