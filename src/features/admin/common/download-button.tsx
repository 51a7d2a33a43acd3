import { memo, useState } from 'react'
import { useT } from '../../../i18n/i18n'
import { notifyError } from '../../../ui/notify'
import { Button } from '../../../ui/prime/button'

interface DownloadButtonProps {
  download: () => Promise<unknown>
}

/** 'Download List': busy while the spreadsheet is made; a failure shows the server's message. */
export const DownloadButton = memo(function DownloadButton({ download }: DownloadButtonProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      type="button"
      label={t('Download List')}
      icon="pi pi-download"
      outlined
      loading={busy}
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        try {
          await download()
        } catch (error) {
          notifyError(error)
        } finally {
          setBusy(false)
        }
      }}
    />
  )
})
