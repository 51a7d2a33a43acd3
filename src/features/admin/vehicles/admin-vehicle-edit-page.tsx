/** Placeholder until the Edit Vehicle screen is built; the route, guard and layout are already live. */
export function AdminVehicleEditPage() {
  return (
    <section className="admin-page">
      <h1>Edit Vehicle</h1>
    </section>
  )
}
