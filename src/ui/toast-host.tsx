import { cssTransition, ToastContainer, toast } from 'react-toastify'
import './notify.css'

export { toast }

/** docs/product.md section 9: a 300 ms fade in and out, then the gap collapses (default 300 ms). */
const Fade = cssTransition({
  enter: 'toast-fade-in',
  exit: 'toast-fade-out',
  collapseDuration: 300,
})

/** Top-right, 5 s, light, pause on hover and focus loss, click to close, draggable (docs/product.md). */
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
