/** Built-in records show this danger alert, and their Save and Delete are hidden. */
export function BuiltInAlert() {
  return (
    <p className="admin-alert admin-alert--danger" role="alert">
      <i className="pi pi-lock" aria-hidden="true" />
      Built-in accounts can not be deleted and updated
    </p>
  )
}
