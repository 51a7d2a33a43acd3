// PrimeReact's sidebar with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/button.css'
import '../theme/prime/sidebar.css'

export { Sidebar } from 'primereact/sidebar'
