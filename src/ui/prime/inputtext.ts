// PrimeReact's inputtext with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/inputtext.css'

export { InputText, type InputTextProps } from 'primereact/inputtext'
