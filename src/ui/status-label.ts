import { enumLabel } from '../domain/enum-labels'
import { STATUS_LABELS } from '../domain/status-labels'
import { t } from '../i18n/i18n'

/** How a reservation's status reads (CREATED, CANCELED, DONE in English), in the language in use. */
export function statusLabel(status: string): string {
  return t(enumLabel(STATUS_LABELS, status))
}
