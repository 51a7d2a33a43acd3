import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { RouteErrorBoundary } from './route-error-boundary'

// The error screen's code cannot be downloaded, as when the connection has dropped.
vi.mock('./route-error-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

function Page(): never {
  throw new Error('render failed')
}

describe('RouteErrorBoundary offline', () => {
  it("says so with the part boundary's own message when its screen cannot be downloaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <Router hook={memoryLocation({ path: '/vehicles' }).hook}>
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      </Router>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be downloaded.',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})
