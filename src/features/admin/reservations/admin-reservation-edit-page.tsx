/** Placeholder until the Edit Reservation screen is built; the route, guard and layout are already live. */
export function AdminReservationEditPage() {
  return (
    <section className="admin-page">
      <h1>Edit Reservation</h1>
    </section>
  )
}
