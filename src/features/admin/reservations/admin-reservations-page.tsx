/** Placeholder until the Reservations screen is built; the route, guard and layout are already live. */
export function AdminReservationsPage() {
  return (
    <section className="admin-page">
      <h1>Reservations</h1>
    </section>
  )
}
