import { type ComponentType, useEffect, useSyncExternalStore } from 'react'
import {
  endedSession,
  isNetworkFailure,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  timedOut,
} from '../domain/connection'
import { loadMessages, msg, t, useT } from '../i18n/i18n'
import './notify-inline.css'

// The toast library comes with the first form or notification, not the first page, and a plain box of our own shows the message when its code cannot be downloaded.

type Kind = 'success' | 'info' | 'error'
type HostModule = typeof import('./toast-host')

interface InlineNote {
  id: number
  kind: Kind
  message: string
}

interface NotifyState {
  Host: ComponentType | null
  inline: readonly InlineNote[]
}

/** docs/product.md section 9: notifications close after 5 s. */
const INLINE_CLOSE_MS = 5000

let state: NotifyState = { Host: null, inline: [] }
const listeners = new Set<() => void>()
function update(next: Partial<NotifyState>): void {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let loading: Promise<HostModule> | undefined
/** Downloads the toast host once; a failed download is tried again on the next call. */
function loadHost(): Promise<HostModule> {
  // The host's own texts (its close button) are in the shell's part, as it comes after the first page.
  loading ??= Promise.all([import('./toast-host'), loadMessages('shell')]).then(
    ([host]) => {
      update({ Host: host.ToastHost })
      return host
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const preload = () => void loadHost().catch(() => undefined)

/** A visitor who starts typing in a form may see a notification soon: its code comes now. */
function preloadOnFormFocus(): () => void {
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return
    document.removeEventListener('focusin', onFocus)
    preload()
  }
  document.addEventListener('focusin', onFocus)
  return () => document.removeEventListener('focusin', onFocus)
}

let nextId = 0
function showInline(kind: Kind, message: string): void {
  if (state.inline.some((note) => note.message === message)) return
  const id = ++nextId
  update({ inline: [...state.inline, { id, kind, message }] })
  setTimeout(() => closeInline(id), INLINE_CLOSE_MS)
  // The real notifications take over once the connection is back.
  window.addEventListener('online', preload, { once: true })
}

function closeInline(id: number): void {
  update({ inline: state.inline.filter((note) => note.id !== id) })
}

export function Notifications() {
  // Shows again in the new language when the language changes.
  useT()
  useEffect(preloadOnFormFocus, [])
  const { Host, inline } = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  )
  return (
    <>
      {Host ? <Host /> : null}
      {inline.length > 0 ? (
        <section className="notify-inline" aria-label={t('Notifications')}>
          {inline.map((note) => (
            <div
              key={note.id}
              className={`notify-inline__note notify-inline__note--${note.kind}`}
              role={note.kind === 'error' ? 'alert' : 'status'}
            >
              <p className="notify-inline__text">{note.message}</p>
              <button
                type="button"
                className="notify-inline__close"
                aria-label={t('Close')}
                onClick={() => closeInline(note.id)}
              >
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            </div>
          ))}
        </section>
      ) : null}
    </>
  )
}

/** Shows `text` in the language in use: the app's messages are translated when shown, the server's (which no catalog has) show as they came. */
function show(kind: Kind, text: string): void {
  const message = t(text)
  loadHost().then(
    // One message once: the same words asked for again while shown are not stacked.
    ({ toast }) => void toast[kind](message, { toastId: `${kind}:${message}` }),
    () => showInline(kind, message),
  )
}

export function notifySuccess(message: string): void {
  show('success', message)
}

export function notifyInfo(message: string): void {
  show('info', message)
}

/** A 401 that ended the session shows nothing here: the app says it once, elsewhere. */
export function notifyError(error: unknown): void {
  if (endedSession(error)) return
  // A request the app gave up on has words of its own: the connection itself may be fine.
  const message = timedOut(error)
    ? TIMEOUT_MESSAGE
    : isNetworkFailure(error)
      ? NETWORK_ERROR_MESSAGE
      : error instanceof Error && error.message
        ? error.message
        : typeof error === 'string' && error
          ? error
          : msg('Something went wrong. Please try again.')
  show('error', message)
}
