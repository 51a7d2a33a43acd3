// PrimeReact's tag with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/tag.css'

export { Tag } from 'primereact/tag'
