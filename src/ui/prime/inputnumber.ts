// PrimeReact's inputnumber with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/inputtext.css'
import '../theme/prime/button.css'
import '../theme/prime/inputnumber.css'

export { InputNumber, type InputNumberProps } from 'primereact/inputnumber'
