// PrimeReact's checkbox with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/checkbox.css'

export { Checkbox, type CheckboxProps } from 'primereact/checkbox'
