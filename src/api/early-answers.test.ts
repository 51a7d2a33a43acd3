import { describe, expect, it } from 'vitest'
import { leaveEarlyAnswer, takeEarlyAnswer } from './early-answers'

describe('early answers', () => {
  it('hands an answer left for an address to the first call of that address only', async () => {
    const scope = {}
    leaveEarlyAnswer('https://api.example/car/visitors/all', Promise.resolve([{ id: 1 }]), scope)
    expect(takeEarlyAnswer('https://api.example/car/visitors/1', scope)).toBeUndefined()
    await expect(takeEarlyAnswer('https://api.example/car/visitors/all', scope)).resolves.toEqual([
      { id: 1 },
    ])
    expect(takeEarlyAnswer('https://api.example/car/visitors/all', scope)).toBeUndefined()
  })

  it('has nothing for a page without the script', () => {
    expect(takeEarlyAnswer('https://api.example/car/visitors/all', {})).toBeUndefined()
  })
})
