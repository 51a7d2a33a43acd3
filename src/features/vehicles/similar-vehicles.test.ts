import type { Vehicle } from '../../domain/vehicle'
import { testVehicle } from '../../test/vehicle'
import { similarVehicles } from './similar-vehicles'

const car = (id: number, changes: Partial<Vehicle> = {}): Vehicle =>
  testVehicle({
    id,
    model: `Car ${id}`,
    age: 1,
    pricePerHour: 100,
    fuelType: 'Electricity',
    image: [],
    ...changes,
  })

describe('similarVehicles', () => {
  const subject = car(1)

  it('never offers the car itself, and at most four', () => {
    const fleet = [subject, ...Array.from({ length: 9 }, (_, i) => car(i + 2))]
    const similar = similarVehicles(subject, fleet)
    expect(similar).toHaveLength(4)
    expect(similar.map((v) => v.id)).not.toContain(1)
  })

  it('ranks the same fuel first, then seats and transmission, then the closest price', () => {
    const fleet = [
      subject,
      car(2, { fuelType: 'Diesel', seats: 5, transmission: 'Automatic', pricePerHour: 100 }),
      car(3, { seats: 7, transmission: 'Manuel', pricePerHour: 300 }),
      car(4, { seats: 5, pricePerHour: 140 }),
      car(5, { seats: 5, pricePerHour: 110 }),
      car(6, { fuelType: 'Hybrid', seats: 2, transmission: 'Manuel', pricePerHour: 20 }),
    ]
    expect(similarVehicles(subject, fleet).map((v) => v.id)).toEqual([5, 4, 3, 2])
  })

  it('offers nothing when no car shares enough', () => {
    const fleet = [subject, car(2, { fuelType: 'Diesel', seats: 2, transmission: 'Manuel' })]
    expect(similarVehicles(subject, fleet)).toEqual([])
  })
})
