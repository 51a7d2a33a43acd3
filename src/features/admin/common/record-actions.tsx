import { useState } from 'react'
import { Link } from 'wouter'
import { useT } from '../../../i18n/i18n'
import { SubmitButton } from '../../../ui/form/submit-button'
import { notifyError } from '../../../ui/notify'
import { Button } from '../../../ui/prime/button'
import { ConfirmDelete } from './confirm-delete'

const cancelClass = 'p-button p-component p-button-outlined'

/** A create form's buttons: Create (busy while sending) and Cancel back to the list. */
export function CreateActions({ cancelHref }: { cancelHref: string }) {
  const t = useT()
  return (
    <div className="admin-form__actions">
      <SubmitButton label={t('Create')} icon="pi pi-check" />
      <Link href={cancelHref} className={cancelClass}>
        {t('Cancel')}
      </Link>
    </div>
  )
}

interface EditActionsProps {
  readOnly: boolean
  cancelHref: string
  /** The confirmation's title: 'Deleting' for a user, 'Delete' otherwise (docs/product.md). */
  deleteHeader: string
  onDelete: () => Promise<void>
}

/** An edit form's buttons: Save, Cancel and Delete, each with its own busy state; Delete asks first. */
export function EditActions({ readOnly, cancelHref, deleteHeader, onDelete }: EditActionsProps) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const remove = async () => {
    setConfirming(false)
    setDeleting(true)
    try {
      await onDelete()
    } catch (error) {
      notifyError(error)
      setDeleting(false)
    }
  }
  return (
    <div className="admin-form__actions">
      {!readOnly && <SubmitButton label={t('Save')} icon="pi pi-check" disabled={deleting} />}
      <Link href={cancelHref} className={cancelClass}>
        {t('Cancel')}
      </Link>
      {!readOnly && (
        <Button
          type="button"
          label={t('Delete')}
          icon="pi pi-trash"
          severity="danger"
          outlined
          className="admin-form__danger"
          loading={deleting}
          disabled={deleting}
          onClick={() => setConfirming(true)}
        />
      )}
      <ConfirmDelete
        visible={confirming}
        header={deleteHeader}
        onHide={() => setConfirming(false)}
        onAccept={remove}
      />
    </div>
  )
}
