import { useQuery } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithQueries } from '../../test/queries'
import { LoadView } from './load-view'

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
  const state = useQuery({ queryKey: ['items', query], queryFn: () => load(query) })
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

describe('LoadView fed by useQuery', () => {
  it('shows loading, then the data', async () => {
    const response = deferred<string[]>()
    renderWithQueries(<Items query="a" load={() => response.promise} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    await act(async () => response.resolve(['Ada', 'Grace']))
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('AdaGrace')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows the empty state for an empty response', async () => {
    renderWithQueries(<Items query="a" load={async () => []} />)
    expect(await screen.findByText('No items')).toBeInTheDocument()
  })

  it("shows the server's message with a retry that loads again", async () => {
    const load = vi
      .fn<(query: string) => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('Error: Unauthorized'))
      .mockResolvedValueOnce(['Ada'])
    renderWithQueries(<Items query="a" load={load} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not load the items')
    expect(alert).toHaveTextContent('Error: Unauthorized')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('Ada')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never lets an older response overwrite a newer one', async () => {
    const slow = deferred<string[]>()
    const fast = deferred<string[]>()
    const load = (query: string) => (query === 'old' ? slow.promise : fast.promise)
    const { rerender } = renderWithQueries(<Items query="old" load={load} />)
    rerender(<Items query="new" load={load} />)
    await act(async () => fast.resolve(['new response']))
    await act(async () => slow.resolve(['old response']))
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('new response')
  })

  it('drops the data of other inputs while new ones load, but keeps it while refetching', async () => {
    const second = deferred<string[]>()
    const load = vi
      .fn<(query: string) => Promise<string[]>>()
      .mockResolvedValueOnce(['first'])
      .mockReturnValueOnce(second.promise)
    const { rerender } = renderWithQueries(<Items query="a" load={load} />)
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('first')
    rerender(<Items query="b" load={load} />)
    expect(screen.queryByRole('list', { name: 'Items' })).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  })

  it('keeps the data shown, busy, while a refetch runs, and keeps it when the refetch fails', async () => {
    const again = deferred<string[]>()
    const load = vi
      .fn<(query: string) => Promise<string[]>>()
      .mockResolvedValueOnce(['first'])
      .mockReturnValueOnce(again.promise)
    const { client, container } = renderWithQueries(<Items query="a" load={load} />)
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('first')
    await act(async () => void client.invalidateQueries({ queryKey: ['items'] }))
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull())
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('first')
    await act(async () => again.reject(new Error('Error: Bad Gateway')))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Bad Gateway')
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('first')
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })
})
