import { describe, expect, it } from 'vitest'
import { ROUTES } from './route-table'
import { ROUTE_TITLES } from './route-titles'

describe('the route titles', () => {
  it('name every page but the home page, each by a path of the route table', () => {
    const paths = ROUTES.map((route) => route.path)
    expect(Object.keys(ROUTE_TITLES).sort()).toEqual(paths.filter((path) => path !== '/').sort())
  })
})
