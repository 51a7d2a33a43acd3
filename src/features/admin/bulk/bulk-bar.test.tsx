import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { UndoBar } from './bulk-bar'
import { didWhat } from './bulk-logic'
import { schedule, undo } from './pending-store'

let key: number | undefined

afterEach(async () => {
  if (key !== undefined) undo(key)
  await activateLocale('en')
})

describe('UndoBar', () => {
  it('names a pending change in the language in use, also after a switch while it waits', async () => {
    key = schedule(
      'users-test',
      { kind: 'delete' },
      [{ id: 1 }, { id: 2 }],
      () => didWhat({ kind: 'delete' }, 2, 'user'),
      [],
      async () => undefined,
    )
    render(<UndoBar resource="users-test" />)
    expect(screen.getByRole('list', { name: 'Pending changes' })).toHaveTextContent(
      '2 users deleted',
    )
    await act(() => activateLocale('es'))
    expect(screen.getByRole('list')).toHaveTextContent('2 usuarios eliminados')
  })
})
