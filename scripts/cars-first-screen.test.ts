import { describe, expect, it } from 'vitest'
import { firstScreenScript } from './cars-first-screen'

describe('firstScreenScript', () => {
  it("runs in the page as written: it reads no build variable that only Parcel replaces, and downloads nothing of the app's", () => {
    const script = firstScreenScript()
    expect(script.length).toBeGreaterThan(0)
    expect(script).not.toMatch(/\bprocess\b/)
    expect(script).not.toMatch(/\bimport\(/)
  })
})
