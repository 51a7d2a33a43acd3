import type { VehicleView } from '../../ui/vehicle/vehicle-view'

/** Up to `count` other cars a renter of `car` would also look at, closest first. */
export function similarVehicles<V extends VehicleView>(
  car: VehicleView,
  fleet: readonly V[],
  count = 4,
): V[] {
  const score = (other: VehicleView) =>
    (other.fuelType === car.fuelType ? 5 : 0) +
    (other.seats === car.seats ? 2 : 0) +
    (other.transmission === car.transmission ? 1 : 0) +
    (Math.abs(other.pricePerHour - car.pricePerHour) <= car.pricePerHour * 0.25 ? 1 : 0)
  return fleet
    .filter((other) => other.id !== car.id && score(other) >= 4)
    .map((other) => ({ other, score: score(other) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Math.abs(a.other.pricePerHour - car.pricePerHour) -
          Math.abs(b.other.pricePerHour - car.pricePerHour) ||
        a.other.id - b.other.id,
    )
    .slice(0, count)
    .map(({ other }) => other)
}
