// PrimeReact's dialog with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/button.css'
import '../theme/prime/dialog.css'

export { Dialog, type DialogProps } from 'primereact/dialog'
