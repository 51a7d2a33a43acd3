import { cssTransition, ToastContainer, toast } from 'react-toastify'
import './notify.css'

export { toast }

/** SPEC.md section 9: a 300 ms fade in and out, then the gap collapses (300 ms by default). */
const Fade = cssTransition({
  enter: 'toast-fade-in',
  exit: 'toast-fade-out',
  collapseDuration: 300,
})

/** SPEC.md section 9: top-right, 5 s, light, pause on hover and focus loss, click to close, draggable. */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      theme="light"
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      draggable
      draggablePercent={80}
      transition={Fade}
      newestOnTop
    />
  )
}
