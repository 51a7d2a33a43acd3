/** Placeholder until the Reservations screen is built; the route, guard and layout are already live. */
export function ReservationsPage() {
  return (
    <section className="page container">
      <h1>Reservations</h1>
    </section>
  )
}
