import type { ReactNode } from 'react'
import { msg, useT } from '../i18n/i18n'
import './built-in-alert.css'

/** Built-in records (users and vehicles) show this danger alert, and the page offers no way to save or delete them: the server refuses both. */
export function BuiltInAlert({
  children = msg('Built-in accounts can not be deleted and updated'),
}: {
  children?: ReactNode
}) {
  const t = useT()
  return (
    <p className="built-in-alert" role="alert">
      <i className="pi pi-lock" aria-hidden="true" />
      {typeof children === 'string' ? t(children) : children}
    </p>
  )
}
