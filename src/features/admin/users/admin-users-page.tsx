/** Placeholder until the Users screen is built; the route, guard and layout are already live. */
export function AdminUsersPage() {
  return (
    <section className="admin-page">
      <h1>Users</h1>
    </section>
  )
}
