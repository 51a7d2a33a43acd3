import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { User } from '../domain/user'
import { session } from '../state/session'
import { RequireAdmin, RequireUser } from './guards'
import { startupState } from './startup'

const person = (roles: User['roles']): User => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '(555) 555-5555',
  email: 'ada@example.test',
  address: '1 Main St',
  zipCode: '10001',
  roles,
  builtIn: false,
})

function signedIn(user: User | null) {
  session.user = user
}

function renderAt(path: string, guarded: React.ReactNode) {
  const location = memoryLocation({ path, record: true })
  render(<Router hook={location.hook}>{guarded}</Router>)
  return location
}

describe('guards', () => {
  beforeEach(() => {
    startupState.sessionReady = true
    signedIn(null)
  })

  it('wait for the start-up instead of judging a session still loading', () => {
    startupState.sessionReady = false
    const location = renderAt('/user', <RequireUser>secret</RequireUser>)
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    expect(location.history).toEqual(['/user'])
  })

  it('send anonymous visitors of logged-in routes to /auth', () => {
    const location = renderAt('/user', <RequireUser>secret</RequireUser>)
    expect(screen.queryByText('secret')).not.toBeInTheDocument()
    expect(location.history.at(-1)).toBe('/auth')
  })

  it('let a signed-in customer through to logged-in routes', () => {
    signedIn(person(['Customer']))
    renderAt('/user', <RequireUser>secret</RequireUser>)
    expect(screen.getByText('secret')).toBeInTheDocument()
  })

  it('send anonymous visitors of admin routes to /auth', () => {
    const location = renderAt('/admin', <RequireAdmin>admin area</RequireAdmin>)
    expect(location.history.at(-1)).toBe('/auth')
  })

  it('send signed-in non-admins of admin routes to /unauthorized', () => {
    signedIn(person(['Customer']))
    const location = renderAt('/admin', <RequireAdmin>admin area</RequireAdmin>)
    expect(screen.queryByText('admin area')).not.toBeInTheDocument()
    expect(location.history.at(-1)).toBe('/unauthorized')
  })

  it('let administrators into admin routes', () => {
    signedIn(person(['Administrator']))
    renderAt('/admin', <RequireAdmin>admin area</RequireAdmin>)
    expect(screen.getByText('admin area')).toBeInTheDocument()
  })
})
