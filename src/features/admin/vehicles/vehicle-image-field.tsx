import { useField } from 'formik'
import { useEffect, useRef, useState } from 'react'
import { api } from '../../../api/app-api'
import { formatCount, formatNumber } from '../../../i18n/format'
import { useT } from '../../../i18n/i18n'
import { FieldFrame } from '../../../ui/form/field-frame'
import { useFormField } from '../../../ui/form/use-form-field'
import { checkPictureBytes } from './picture-bytes'
import { IMAGE_TYPES, imageProblem } from './vehicle-schemas'

/** A file's size as the language in use writes numbers ("1.5 MB", "1,5 MB"); the units read the same everywhere. */
const kb = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatNumber(bytes / 1024 / 1024, 1)} MB`
    : `${formatCount(Math.ceil(bytes / 1024))} KB`

/** The address of a chosen file for an <img>, released when the file changes or goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const created = URL.createObjectURL(file)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [file])
  return url
}

/** The vehicle's picture: a preview of the chosen file, or of the picture the vehicle has, with a (visually hidden) file input behind it. */
export function VehicleImageField({ disabled }: { disabled?: boolean }) {
  const t = useT()
  const { field, helpers, a11y } = useFormField<File | null>('image', { hint: true })
  const [{ value: imageId }] = useField<string>('imageId')
  const input = useRef<HTMLInputElement>(null)
  const file = field.value
  // A refused file is never previewed: it would show as a broken picture.
  const chosenUrl = useObjectUrl(file && !imageProblem(file) ? file : null)
  const preview = chosenUrl ?? (imageId ? api.vehicleImageUrl(imageId) : null)

  return (
    <FieldFrame
      a11y={a11y}
      label={t('Image')}
      required
      className="admin-form__wide"
      hint={
        file
          ? `${file.name} · ${kb(file.size)}`
          : t('A JPEG, PNG, WebP or GIF picture of at most 2 MB.')
      }
    >
      <div className={`image-picker${disabled ? ' is-disabled' : ''}`}>
        <button
          type="button"
          className="image-picker__preview"
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {preview ? (
            <img src={preview} alt="" />
          ) : (
            <span className="image-picker__empty">
              <i className="pi pi-image" />
              {t('No picture yet')}
            </span>
          )}
        </button>
        <input
          ref={input}
          id={a11y.id}
          name="image"
          type="file"
          className="image-picker__input"
          accept={IMAGE_TYPES.join(',')}
          disabled={disabled}
          aria-invalid={a11y.invalid}
          aria-describedby={a11y.describedBy}
          required
          onChange={async (event) => {
            const chosen = event.target.files?.[0] ?? null
            // The same file can be chosen again after a refusal.
            event.target.value = ''
            if (!chosen) return
            // Its bytes are read before the form takes it, so a refusal shows at once.
            await checkPictureBytes(chosen).catch(() => undefined)
            await helpers.setTouched(true, false)
            await helpers.setValue(chosen)
          }}
          onBlur={() => helpers.setTouched(true)}
        />
        {/* A second label of the input: a click on it opens the file chooser. */}
        <label htmlFor={a11y.id} className="image-picker__button">
          <i className="pi pi-upload" aria-hidden="true" />
          {preview ? t('Replace picture') : t('Choose a picture')}
        </label>
      </div>
    </FieldFrame>
  )
}
