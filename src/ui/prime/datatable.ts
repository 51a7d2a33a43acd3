// PrimeReact's datatable with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/datatable.css'
import '../theme/prime/paginator.css'
import '../theme/prime/column.css'
import '../theme/prime/dropdown.css'
import '../theme/prime/inputtext.css'

export {
  DataTable,
  type DataTablePageEvent,
  type DataTableProps,
  type DataTableSortEvent,
  type DataTableStateEvent,
} from 'primereact/datatable'
