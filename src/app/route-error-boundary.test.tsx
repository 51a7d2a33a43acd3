import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { RouteErrorBoundary } from './route-error-boundary'

let broken = true
function Page() {
  if (broken) throw new Error('render failed')
  return <p>The page</p>
}

describe('RouteErrorBoundary', () => {
  it('shows a way out instead of a blank page, and recovers on retry or on leaving', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const location = memoryLocation({ path: '/vehicles' })
    render(
      <Router hook={location.hook}>
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      </Router>,
    )
    expect(screen.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')

    // Still failing: a retry shows the message again.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('alert')).toBeVisible()

    // Leaving the page clears the error.
    broken = false
    act(() => location.navigate('/about'))
    expect(screen.getByText('The page')).toBeVisible()
  })

  it('renders the page again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    broken = true
    render(
      <Router hook={memoryLocation({ path: '/user' }).hook}>
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      </Router>,
    )
    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('The page')).toBeVisible()
  })
})
