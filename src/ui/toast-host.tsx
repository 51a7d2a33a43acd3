import { type CloseButtonProps, cssTransition, ToastContainer, toast } from 'react-toastify'
import { t, useT } from '../i18n/i18n'
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
  useT()
  return (
    <ToastContainer
      aria-label={t('Notifications Alt+T')}
      closeButton={CloseButton}
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

/** react-toastify's own close button (its markup and look), named in the language in use. */
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('close')}
      onClick={(event) => {
        event.stopPropagation()
        closeToast(true)
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  )
}
