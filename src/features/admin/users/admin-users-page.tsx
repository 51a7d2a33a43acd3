import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { api } from '../../../api/app-api'
import { userQueries } from '../../../api/user-queries'
import type { UserListItem } from '../../../domain/user'
import { LoadView } from '../../../ui/data/load-view'
import { useUsersBulk } from '../bulk/list-bulk'
import { usePendingView } from '../bulk/pending-store'
import { AdminPageHeader } from '../common/admin-page-header'
import { type AdminColumn, AdminTable } from '../common/admin-table'
import { DownloadButton } from '../common/download-button'
import { SearchBox } from '../common/search-box'
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

/** The list as a spreadsheet (one function, so the button need not render again). */
const downloadUsers = () => api.downloadUsers()

/** /admin/users (titled Users): every account, searchable and sortable, a click opens one. */
export function AdminUsersPage() {
  const users = useQuery(userQueries.all())
  const shown = usePendingView('users', users.data)
  const { query, update, setSearch, rows } = useTableView(shown, {
    access,
    sortable: SORTABLE,
  })
  const bulk = useUsersBulk(rows)

  return (
    <section className="admin-page" aria-labelledby="users-title">
      <AdminPageHeader
        titleId="users-title"
        title="Users"
        description={users.data ? `${users.data.length} accounts` : undefined}
        actions={
          <>
            <Link href="/admin/users/new" className="p-button p-component admin-head__new">
              <i className="pi pi-user-plus" aria-hidden="true" />
              New User
            </Link>
            <DownloadButton download={downloadUsers} />
          </>
        }
      />
      <div className="admin-toolbar">
        <SearchBox
          label="Search users"
          placeholder="Search by name, e-mail or role"
          value={query.q}
          onChange={setSearch}
        />
      </div>
      {bulk.bars}
      <LoadView state={{ ...users, data: shown }} errorTitle="We could not load the users">
        {() => (
          <AdminTable
            label="Users"
            rows={rows}
            columns={columns}
            query={query}
            onQuery={update}
            rowHref={(user) => `/admin/users/${user.id}`}
            rowLabel={(user) => `${user.firstName} ${user.lastName}`}
            empty="No user matches this search"
            busy={users.isFetching}
            selection={bulk.selection}
          />
        )}
      </LoadView>
    </section>
  )
}
