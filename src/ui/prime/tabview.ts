// PrimeReact's tabview with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/tabview.css'

export { TabPanel, TabView } from 'primereact/tabview'
