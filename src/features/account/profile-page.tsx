/** Placeholder until the Profile screen is built; the route, guard and layout are already live. */
export function ProfilePage() {
  return (
    <section className="page container">
      <h1>Profile</h1>
    </section>
  )
}
