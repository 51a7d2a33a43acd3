import type { ReactNode } from 'react'

/** Built-in records show this danger alert, and their Save and Delete are hidden. */
export function BuiltInAlert({
  children = 'Built-in accounts can not be deleted and updated',
}: {
  children?: ReactNode
}) {
  return (
    <p className="admin-alert admin-alert--danger" role="alert">
      <i className="pi pi-lock" aria-hidden="true" />
      {children}
    </p>
  )
}
