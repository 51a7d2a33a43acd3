// PrimeReact's message with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/message.css'
import '../theme/prime/inline.css'

export { Message } from 'primereact/message'
