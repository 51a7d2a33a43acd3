// PrimeReact's fileupload with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/button.css'
import '../theme/prime/fileupload.css'

export { FileUpload } from 'primereact/fileupload'
