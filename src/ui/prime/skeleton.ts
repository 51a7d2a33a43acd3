// PrimeReact's skeleton with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/skeleton.css'

export { Skeleton } from 'primereact/skeleton'
