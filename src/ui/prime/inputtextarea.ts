// PrimeReact's inputtextarea with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/inputtext.css'

export { InputTextarea, type InputTextareaProps } from 'primereact/inputtextarea'
