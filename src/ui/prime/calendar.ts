// PrimeReact's calendar with the theme parts it needs: import PrimeReact components from here only.
import '../theme/prime/base.css'
import '../theme/prime/inputtext.css'
import '../theme/prime/button.css'
import '../theme/prime/calendar.css'
import '../theme/prime/datepicker.css'

export { Calendar, type CalendarProps } from 'primereact/calendar'
