/** Placeholder until the Edit User screen is built; the route, guard and layout are already live. */
export function AdminUserEditPage() {
  return (
    <section className="admin-page">
      <h1>Edit User</h1>
    </section>
  )
}
