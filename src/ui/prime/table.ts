// PrimeReact's table parts with the theme parts they need: the DataTable's theme (for its markup, which the admin table renders itself), its paginator and its sort icons.
import '../theme/prime/base.css'
import '../theme/prime/datatable.css'
import '../theme/prime/column.css'
import '../theme/prime/paginator.css'
import '../theme/prime/dropdown.css'
import '../theme/prime/inputtext.css'

export { SortAltIcon } from 'primereact/icons/sortalt'
export { SortAmountDownIcon } from 'primereact/icons/sortamountdown'
export { SortAmountUpAltIcon } from 'primereact/icons/sortamountupalt'
export { Paginator, type PaginatorProps } from 'primereact/paginator'
