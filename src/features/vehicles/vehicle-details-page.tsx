export function VehicleDetailsPage() {
  return <h1>Vehicle</h1>
}
