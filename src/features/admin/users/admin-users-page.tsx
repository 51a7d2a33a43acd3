import { useQuery } from '@tanstack/react-query'
import { api } from '../../../api/app-api'
import { userQueries } from '../../../api/user-queries'
import type { UserListItem } from '../../../domain/user'
import { formatCount } from '../../../i18n/format'
import { msg, t, useT } from '../../../i18n/i18n'
import { useUsersBulk } from '../bulk/list-bulk'
import { usePendingView } from '../bulk/pending-store'
import { AdminListFrame } from '../common/admin-list-frame'
import type { AdminColumn } from '../common/admin-table'
import type { RowAccess } from '../common/table-query'
import { useTableView } from '../common/use-table-view'
import { roleLabel } from './user-schemas'

const columns: ReadonlyArray<AdminColumn<UserListItem>> = [
  { field: 'firstName', header: msg('First Name'), sortable: true },
  { field: 'lastName', header: msg('Last Name'), sortable: true },
  { field: 'email', header: msg('Email'), sortable: true },
  {
    field: 'roles',
    header: msg('Roles'),
    sortable: true,
    body: (user) => user.roles.map((role) => t(roleLabel(role))).join(', '),
  },
]
const SORTABLE = columns.map((column) => column.field)

const access: RowAccess<UserListItem> = {
  // The roles as the admin reads them too, so a search in their language finds them.
  text: (u) =>
    `${u.firstName} ${u.lastName} ${u.email} ${u.roles.join(' ')} ${u.roles.map((role) => t(roleLabel(role))).join(' ')} ${u.phoneNumber}`,
  sortValue: (u, field) =>
    field === 'roles' ? u.roles.join(', ') : String(u[field as keyof UserListItem] ?? ''),
}

const downloadUsers = () => api.downloadUsers()

/** /admin/users (titled Users): every account, searchable and sortable, a click opens one. */
export function AdminUsersPage() {
  const t = useT()
  const users = useQuery(userQueries.all())
  const shown = usePendingView('users', users.data)
  const view = useTableView(shown, { access, sortable: SORTABLE })
  const bulk = useUsersBulk(view.rows)
  return (
    <AdminListFrame
      title={t('Users')}
      description={
        users.data ? t('{count} accounts', { count: formatCount(users.data.length) }) : undefined
      }
      create={{ href: '/admin/users/new', label: t('New User'), icon: 'pi pi-user-plus' }}
      download={downloadUsers}
      search={{
        label: t('Search users'),
        placeholder: t('Search by name, e-mail or role'),
      }}
      state={{ ...users, data: shown }}
      view={view}
      errorTitle={t('We could not load the users')}
      table={{
        columns,
        rowHref: (user) => `/admin/users/${user.id}`,
        rowLabel: (user) => `${user.firstName} ${user.lastName}`,
        empty: t('No user matches this search'),
      }}
      bulk={bulk}
    />
  )
}
