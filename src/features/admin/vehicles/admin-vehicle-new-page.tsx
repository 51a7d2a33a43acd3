/** Placeholder until the New Vehicle screen is built; the route, guard and layout are already live. */
export function AdminVehicleNewPage() {
  return (
    <section className="admin-page">
      <h1>New Vehicle</h1>
    </section>
  )
}
