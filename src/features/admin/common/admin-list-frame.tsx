import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { LoadView, type QueryState } from '../../../ui/data/load-view'
import { AdminPage } from './admin-page'
import { AdminTable, type AdminTableProps, type TableSelection } from './admin-table'
import { DownloadButton } from './download-button'
import { SearchBox } from './search-box'
import type { TableView } from './use-table-view'

/** Every text comes translated by the page but the columns' headers, which the table translates. */
interface AdminListFrameProps<T> {
  title: string
  description?: ReactNode
  create?: { href: string; label: string; icon: string }
  download: () => Promise<unknown>
  search: { label: string; placeholder: string }
  filters?: ReactNode
  state: QueryState<readonly T[]>
  view: TableView<T>
  loading?: ReactNode
  errorTitle: string
  empty?: ReactNode
  table: Pick<AdminTableProps<T>, 'columns' | 'rowHref' | 'rowLabel' | 'empty'>
  bulk?: { bars: ReactNode; selection: TableSelection<T> }
}

/** An admin list: its head with New and Download List, the toolbar, then the table once loaded. */
export function AdminListFrame<T>({
  title,
  description,
  create,
  download,
  search,
  filters,
  state,
  view,
  loading,
  errorTitle,
  empty,
  table,
  bulk,
}: AdminListFrameProps<T>) {
  return (
    <AdminPage
      title={title}
      description={description}
      actions={
        <>
          {create && (
            <Link href={create.href} className="p-button p-component">
              <i className={create.icon} aria-hidden="true" />
              {create.label}
            </Link>
          )}
          <DownloadButton download={download} />
        </>
      }
    >
      <div className="admin-toolbar">
        <SearchBox {...search} value={view.query.q} onChange={view.setSearch} />
        {filters}
      </div>
      {bulk?.bars}
      <LoadView state={state} loading={loading} errorTitle={errorTitle} empty={empty}>
        {() => (
          <AdminTable
            {...table}
            label={title}
            rows={view.rows}
            query={view.query}
            onQuery={view.update}
            busy={state.isFetching}
            selection={bulk?.selection}
          />
        )}
      </LoadView>
    </AdminPage>
  )
}
