import { cssTransition, ToastContainer, toast } from 'react-toastify'
import './notify.css'

/** SPEC.md section 9: a 300 ms fade in and out, then the gap collapses (300 ms by default). */
const Fade = cssTransition({
  enter: 'toast-fade-in',
  exit: 'toast-fade-out',
  collapseDuration: 300,
})

/** SPEC.md section 9: top-right, 5 s, light, pause on hover and focus loss, click to close, draggable. */
export function Notifications() {
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

export function notifySuccess(message: string): void {
  toast.success(message)
}

export function notifyInfo(message: string): void {
  toast.info(message)
}

/** Shows the server's message of a failed call (or any error's message). */
export function notifyError(error: unknown): void {
  // An ApiError carries the server's message as its own.
  const message =
    error instanceof Error && error.message
      ? error.message
      : typeof error === 'string'
        ? error
        : 'Something went wrong. Please try again.'
  toast.error(message)
}
