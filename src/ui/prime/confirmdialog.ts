// PrimeReact's confirmdialog with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/button.css'
import '../theme/prime/dialog.css'
import '../theme/prime/confirm.css'

export { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog'
