import { useQuery } from '@tanstack/react-query'
import { api } from '../../../api/app-api'
import { userQueries } from '../../../api/user-queries'
import type { UserListItem } from '../../../domain/user'
import { AdminListFrame } from '../common/admin-list-frame'
import type { AdminColumn } from '../common/admin-table'
import type { RowAccess } from '../common/table-query'
import { useTableView } from '../common/use-table-view'
import { roleLabel } from './user-schemas'

const columns: ReadonlyArray<AdminColumn<UserListItem>> = [
  { field: 'firstName', header: 'First Name', sortable: true },
  { field: 'lastName', header: 'Last Name', sortable: true },
  { field: 'email', header: 'Email', sortable: true },
  {
    field: 'roles',
    header: 'Roles',
    sortable: true,
    body: (user) => user.roles.map(roleLabel).join(', '),
  },
]
const SORTABLE = columns.map((column) => column.field)

const access: RowAccess<UserListItem> = {
  text: (u) => `${u.firstName} ${u.lastName} ${u.email} ${u.roles.join(' ')} ${u.phoneNumber}`,
  sortValue: (u, field) =>
    field === 'roles' ? u.roles.join(', ') : String(u[field as keyof UserListItem] ?? ''),
}

const downloadUsers = () => api.downloadUsers()

/** /admin/users (titled Users): every account, searchable and sortable, a click opens one. */
export function AdminUsersPage() {
  const users = useQuery(userQueries.all())
  const view = useTableView(users.data, { access, sortable: SORTABLE })
  return (
    <AdminListFrame
      title="Users"
      description={users.data ? `${users.data.length} accounts` : undefined}
      create={{ href: '/admin/users/new', label: 'New User', icon: 'pi pi-user-plus' }}
      download={downloadUsers}
      search={{ label: 'Search users', placeholder: 'Search by name, e-mail or role' }}
      state={users}
      view={view}
      errorTitle="We could not load the users"
      table={{
        columns,
        rowHref: (user) => `/admin/users/${user.id}`,
        rowLabel: (user) => `${user.firstName} ${user.lastName}`,
        empty: 'No user matches this search',
      }}
    />
  )
}
