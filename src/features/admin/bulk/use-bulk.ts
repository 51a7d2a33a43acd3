import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { t } from '../../../i18n/i18n'
import { notifyError, notifyInfo, notifySuccess } from '../../../ui/notify'
import type { TableSelection } from '../common/admin-table'
import {
  type BulkAction,
  type BulkFailure,
  type BulkNoun,
  bulkSummary,
  didWhat,
  type Identified,
  skippedSentence,
  toggleSelection,
} from './bulk-logic'
import { schedule } from './pending-store'

export interface BulkOptions<T extends Identified> {
  resource: string
  queryKey: QueryKey
  noun: BulkNoun
  rows: readonly T[]
  name: (row: T) => string
  /** Why a record is left out of a delete (built in), translated when it is asked, or null. */
  skipDelete?: (row: T) => string | null
  request: (row: T, action: BulkAction) => Promise<void>
}

// The server's words show as they come; a reason of the app's own is a message and shows translated.
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? t(error.message) : t('Something went wrong')

/** The requests wait out the Undo time and one notification sums them up, so a large selection does not flood the screen. */
export function useBulk<T extends Identified>(options: BulkOptions<T>) {
  const { resource, queryKey, noun, rows, name, skipDelete, request } = options
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [anchor, setAnchor] = useState<number | null>(null)
  const order = useMemo(() => rows.map((row) => row.id), [rows])
  // Only what the view shows counts: a row searched away is not acted on.
  const chosen = useMemo(() => rows.filter((row) => selected.has(row.id)), [rows, selected])

  const selection: TableSelection<T> = {
    isSelected: (row) => selected.has(row.id),
    toggle: (row, range) => {
      setSelected((current) => toggleSelection(current, order, row.id, anchor, range))
      setAnchor(row.id)
    },
    togglePage: (page) =>
      setSelected((current) => {
        const next = new Set(current)
        const all = page.every((row) => current.has(row.id))
        for (const row of page) {
          if (all) next.delete(row.id)
          else next.add(row.id)
        }
        return next
      }),
  }
  const selectAll = useCallback(() => setSelected(new Set(order)), [order])
  const clear = useCallback(() => setSelected(new Set()), [])

  const run = (action: BulkAction) => {
    const skipped =
      action.kind === 'delete' && skipDelete
        ? chosen.flatMap((row) => {
            const why = skipDelete(row)
            return why ? [`${name(row)} (${why})`] : []
          })
        : []
    const acted =
      action.kind === 'delete' && skipDelete ? chosen.filter((row) => !skipDelete(row)) : chosen
    clear()
    const skippedText = skippedSentence(skipped)
    if (acted.length === 0) {
      notifyInfo(`${t('Nothing was changed.')}${skippedText}`)
      return
    }
    schedule(
      resource,
      action,
      acted,
      () => didWhat(action, acted.length, noun),
      skipped,
      async (sent) => {
        const failures: BulkFailure[] = []
        let succeeded = 0
        // One after another: a long list does not flood the server, and the order is the view's.
        for (const row of sent) {
          try {
            await request(row, action)
            succeeded++
          } catch (error) {
            failures.push({ name: name(row), message: messageOf(error) })
          }
        }
        const { ok, message } = bulkSummary(action, succeeded, failures, noun)
        if (ok) notifySuccess(`${message}.${skippedText}`)
        else notifyError(`${message}${skippedText}`)
        await queryClient.invalidateQueries({ queryKey })
      },
    )
  }

  return { selection, chosen, total: rows.length, selectAll, clear, run }
}
