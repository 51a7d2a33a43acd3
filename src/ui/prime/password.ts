// PrimeReact's password with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/inputtext.css'
import '../theme/prime/password.css'
import '../theme/prime/icon.css'
import '../theme/prime/input.css'

export { Password, type PasswordProps } from 'primereact/password'
