/** Placeholder until the New User screen is built; the route, guard and layout are already live. */
export function AdminUserNewPage() {
  return (
    <section className="admin-page">
      <h1>New User</h1>
    </section>
  )
}
