// PrimeReact's chart with the theme parts it needs: import PrimeReact components from here only.
export { Chart } from 'primereact/chart'
