import './status-tag.css'

/** A reservation's status as received (CREATED, CANCELED, DONE), coloured by meaning. */
export function StatusTag({ status }: { status: string }) {
  return <span className={`status-tag status-tag--${status.toLowerCase()}`}>{status}</span>
}
