// PrimeReact's column with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/column.css'

export { Column, type ColumnProps } from 'primereact/column'
