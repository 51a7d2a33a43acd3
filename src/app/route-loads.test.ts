import { queryOptions } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { testQueryClient } from '../test/queries'
import { loadRoute } from './route-loads'
import type { RouteSpec } from './route-table'

/** A route whose loader reads one query, answered when the test says. */
function routeWithData() {
  let answer!: (value: string[]) => void
  let fail!: (error: Error) => void
  const queryFn = vi.fn(
    () =>
      new Promise<string[]>((resolve, reject) => {
        answer = resolve
        fail = reject
      }),
  )
  const options = queryOptions({ queryKey: ['cars'], queryFn })
  const route: RouteSpec = {
    path: '/cars',
    page: () => null,
    loader: (queryClient) => queryClient.query({ ...options, staleTime: 'static' }),
  }
  return {
    route,
    options,
    queryFn,
    answer: (value: string[]) => answer(value),
    fail: (error: Error) => fail(error),
  }
}

describe('loadRoute', () => {
  it('makes the page wait while its loader fetches, until it settles', async () => {
    const { route, answer } = routeWithData()
    const load = loadRoute(route, testQueryClient())
    expect(load.waiting).toBe(true)
    answer(['Volvo'])
    await load.settled
    expect(load.waiting).toBe(false)
    await expect(load.data).resolves.toEqual(['Volvo'])
  })

  it('lets the page show a failed load: its data rejects, but it settles', async () => {
    const { route, fail } = routeWithData()
    const load = loadRoute(route, testQueryClient())
    fail(new Error('Service Unavailable'))
    await load.settled
    expect(load.waiting).toBe(false)
    await expect(load.data).rejects.toThrow('Service Unavailable')
  })

  it('makes nothing wait when the data is in the cache: no request starts', async () => {
    const { route, options, queryFn } = routeWithData()
    const queryClient = testQueryClient()
    queryClient.setQueryData(options.queryKey, ['cached'])
    const load = loadRoute(route, queryClient)
    expect(load.waiting).toBe(false)
    expect(queryFn).not.toHaveBeenCalled()
    await expect(load.data).resolves.toEqual(['cached'])
  })

  it('makes the page wait for a request already on its way, as the start-up makes', async () => {
    const { route, options, answer } = routeWithData()
    const queryClient = testQueryClient()
    void queryClient.prefetchQuery(options)
    const load = loadRoute(route, queryClient)
    expect(load.waiting).toBe(true)
    answer(['Volvo'])
    await load.settled
    expect(load.waiting).toBe(false)
  })

  it("gives the page the start-up's load, failed or not, and loads again on the next visit", async () => {
    const { route, fail, queryFn } = routeWithData()
    const queryClient = testQueryClient()
    const startUp = loadRoute(route, queryClient)
    fail(new Error('offline'))
    await startUp.settled
    const page = loadRoute(route, queryClient)
    expect(page).toBe(startUp)
    expect(queryFn).toHaveBeenCalledOnce()
    page.taken = true
    const nextVisit = loadRoute(route, queryClient)
    expect(nextVisit).not.toBe(startUp)
    expect(queryFn).toHaveBeenCalledTimes(2)
  })

  it('only fetches the code of a route without a loader, or of an unknown address', async () => {
    for (const route of [{ path: '/about', title: 'About', page: () => null }, undefined]) {
      const load = loadRoute(route, testQueryClient())
      expect(load.data).toBeUndefined()
      expect(load.waiting).toBe(false)
      await expect(load.code).resolves.toBeUndefined()
    }
  })
})
