import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LoadView } from './load-view'
import { useLoad } from './use-load'

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function Items({ query, load }: { query: string; load: (query: string) => Promise<string[]> }) {
  const state = useLoad(() => load(query), [query])
  return (
    <LoadView state={state} errorTitle="We could not load the items" empty={<p>No items</p>}>
      {(items) => (
        <ul aria-label="Items">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </LoadView>
  )
}

describe('useLoad with LoadView', () => {
  it('shows loading, then the data', async () => {
    const answer = deferred<string[]>()
    render(<Items query="a" load={() => answer.promise} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    await act(async () => answer.resolve(['Ada', 'Grace']))
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('AdaGrace')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows the empty state for an empty answer', async () => {
    render(<Items query="a" load={async () => []} />)
    expect(await screen.findByText('No items')).toBeInTheDocument()
  })

  it("shows the server's message with a retry that loads again", async () => {
    const load = vi
      .fn<(query: string) => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('Error: Unauthorized'))
      .mockResolvedValueOnce(['Ada'])
    render(<Items query="a" load={load} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not load the items')
    expect(alert).toHaveTextContent('Error: Unauthorized')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('Ada')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never lets an older answer overwrite a newer one', async () => {
    const slow = deferred<string[]>()
    const fast = deferred<string[]>()
    const load = (query: string) => (query === 'old' ? slow.promise : fast.promise)
    const { rerender } = render(<Items query="old" load={load} />)
    rerender(<Items query="new" load={load} />)
    await act(async () => fast.resolve(['new answer']))
    await act(async () => slow.resolve(['old answer']))
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('new answer')
  })

  it('drops the data of other inputs while new ones load, but keeps it while reloading', async () => {
    const second = deferred<string[]>()
    const load = vi
      .fn<(query: string) => Promise<string[]>>()
      .mockResolvedValueOnce(['first'])
      .mockReturnValueOnce(second.promise)
    const { rerender } = render(<Items query="a" load={load} />)
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('first')
    rerender(<Items query="b" load={load} />)
    expect(screen.queryByRole('list', { name: 'Items' })).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  })
})
