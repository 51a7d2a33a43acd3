import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { tokens } from '../api/app-api'
import { session } from '../state/session'
import { Notifications } from '../ui/notify'
import { SESSION_ENDED_MESSAGE, SessionExpiry } from './session-expiry'

const user = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '(555) 555-5555',
  email: 'ada@example.test',
  address: '1 Main St',
  zipCode: '10001',
  roles: ['Customer' as const],
  builtIn: false,
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true })
  render(
    <Router hook={location.hook}>
      <SessionExpiry />
      <Notifications />
    </Router>,
  )
  return location
}

describe('SessionExpiry', () => {
  beforeEach(() => {
    session.user = user
    session.expired = false
    tokens.set('abc')
  })

  it('stays quiet while the session holds', () => {
    const location = renderAt('/user/reservations')
    expect(location.history).toEqual(['/user/reservations'])
    expect(session.user).not.toBeNull()
  })

  it('signs out, says the session has ended and sends the visitor to /auth', async () => {
    const location = renderAt('/vehicles/3?from=home')
    await act(async () => {
      session.expired = true
    })
    expect(session.user).toBeNull()
    expect(session.isUserLogin).toBe(false)
    expect(session.expired).toBe(false)
    expect(tokens.get()).toBeNull()
    expect(location.history.at(-1)).toBe('/auth')
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument()
  })
})
