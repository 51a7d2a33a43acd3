/** Placeholder until the Reservation Details screen is built; the route, guard and layout are already live. */
export function ReservationDetailsPage() {
  return (
    <section className="page container">
      <h1>Reservation Details</h1>
    </section>
  )
}
