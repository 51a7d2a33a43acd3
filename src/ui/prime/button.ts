// PrimeReact's button with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/button.css'

export { Button, type ButtonProps } from 'primereact/button'
