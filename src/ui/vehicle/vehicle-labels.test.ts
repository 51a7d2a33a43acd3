import { ageLabel, transmissionLabel } from './vehicle-labels'

describe('vehicle labels', () => {
  it.each([
    [0, 'New'],
    [1, '1 year'],
    [2, '2 years'],
    [11, '11 years'],
  ])('age %d reads %j', (age, label) => {
    expect(ageLabel(age)).toBe(label)
  })

  it("reads the API's 'Manuel' as Manual", () => {
    expect(transmissionLabel('Manuel')).toBe('Manual')
  })
})
