import './built-in-alert.css'

/**
 * Built-in records (users and vehicles) show this danger alert, and the page offers no way to
 * save or delete them: the server refuses both.
 */
export function BuiltInAlert() {
  return (
    <p className="built-in-alert" role="alert">
      <i className="pi pi-lock" aria-hidden="true" />
      Built-in accounts can not be deleted and updated
    </p>
  )
}
