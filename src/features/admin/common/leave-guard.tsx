import { useFormikContext } from 'formik'
import { useEffect, useRef, useState } from 'react'
import { useT } from '../../../i18n/i18n'
import { guardBack, passBack } from '../../../ui/back-guard'
import { ConfirmQuestion } from '../../../ui/confirm-question'

/** Whether a click on this link would take the page elsewhere inside the app. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download'))
    return null
  if (anchor.origin !== window.location.origin) return null
  const same =
    anchor.pathname === window.location.pathname && anchor.search === window.location.search
  return same ? null : anchor
}

/** Asks before leaving an admin form with unsaved changes, with the app's dialog or the browser's own on unload. */
export function LeaveGuard() {
  const t = useT()
  const { dirty, isSubmitting } = useFormikContext()
  const armed = useRef(false)
  armed.current = dirty && !isSubmitting
  const [leave, setLeave] = useState<(() => void) | null>(null)

  useEffect(() => {
    if (!(dirty && !isSubmitting)) return
    guardBack({ url: window.location.href, ask: () => setLeave(() => passBack) })
    return () => guardBack(null)
  }, [dirty, isSubmitting])

  useEffect(() => {
    let passing = false
    // Capture, on the document: before the router's own click handler sees the link.
    const onClick = (event: MouseEvent) => {
      if (!armed.current || passing) return
      const anchor = leavingLink(event)
      if (!anchor) return
      event.preventDefault()
      event.stopPropagation()
      setLeave(() => () => {
        passing = true
        anchor.click()
        passing = false
      })
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (armed.current) event.preventDefault()
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [])

  return (
    <ConfirmQuestion
      visible={leave !== null}
      onHide={() => setLeave(null)}
      header={t('Leave this page?')}
      message={t('Your changes are not saved yet. Leave without saving them?')}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('Leave')}
      rejectLabel={t('Stay')}
      onAccept={() => leave?.()}
    />
  )
}
