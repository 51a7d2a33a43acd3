import { useT } from '../i18n/i18n'
import './status-tag.css'
import { statusLabel } from './status-label'

/** A reservation's status as received (CREATED, CANCELED, DONE), coloured by meaning, in the language in use. */
export function StatusTag({ status }: { status: string }) {
  useT()
  return (
    <span className={`status-tag status-tag--${status.toLowerCase()}`}>{statusLabel(status)}</span>
  )
}
