// PrimeReact's dropdown with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/inputtext.css'
import '../theme/prime/dropdown.css'

export { Dropdown, type DropdownProps } from 'primereact/dropdown'
