// PrimeReact's progressspinner with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'

export { ProgressSpinner } from 'primereact/progressspinner'
