// PrimeReact's accordion with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/accordion.css'

export { Accordion, AccordionTab } from 'primereact/accordion'
