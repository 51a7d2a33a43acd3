import type { Vehicle } from '../domain/vehicle'

/** A valid vehicle (CarDTO) for tests, with `changes` on top; each test sets what it relies on. */
export function testVehicle(changes: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 1,
    model: 'Test',
    doors: 4,
    seats: 5,
    luggage: 400,
    transmission: 'Automatic',
    airConditioning: true,
    age: 2,
    pricePerHour: 50,
    fuelType: 'Gasoline',
    image: ['a'],
    builtIn: false,
    ...changes,
  }
}
