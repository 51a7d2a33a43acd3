/** Placeholder until the Vehicles screen is built; the route, guard and layout are already live. */
export function AdminVehiclesPage() {
  return (
    <section className="admin-page">
      <h1>Vehicles</h1>
    </section>
  )
}
