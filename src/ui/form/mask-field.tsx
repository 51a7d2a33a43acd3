import { type KeyboardEvent, useRef } from 'react'
import { InputMask, type InputMaskProps } from '../prime/inputmask'
import { FieldFrame } from './field-frame'
import type { BaseFieldProps } from './text-field'
import { useFormField } from './use-form-field'

export type MaskFieldProps = BaseFieldProps &
  Omit<InputMaskProps, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'invalid' | 'mask'> & {
    mask: string
  }

function caretToFirstSlot(input: HTMLInputElement, slotChar: string) {
  const slot = input.value.indexOf(slotChar)
  if (slot === -1 || (input.selectionStart ?? 0) <= slot) return
  input.setSelectionRange(slot, slot)
}

/** A key that types a character (not a shortcut, not Backspace, Tab or an arrow). */
const typesCharacter = (event: KeyboardEvent<HTMLInputElement>) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey

/** A formik-bound PrimeReact InputMask. autoClear is off by default: an incomplete value stays visible (with the slot character) so the schema can say what is missing. */
export function MaskField({
  name,
  label,
  hint,
  required,
  id,
  className,
  autoClear = false,
  slotChar = '_',
  onFocus,
  onClick,
  ...input
}: MaskFieldProps) {
  const { field, helpers, a11y } = useFormField<string>(name, { id, hint: !!hint })
  const typedSinceFocus = useRef(false)
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <InputMask
        {...input}
        id={a11y.id}
        name={field.name}
        value={field.value ?? ''}
        autoClear={autoClear}
        slotChar={slotChar}
        onFocus={(event) => {
          typedSinceFocus.current = false
          onFocus?.(event)
          // PrimeReact puts the caret on the first slot 100 ms after focus; keys typed sooner (tab in and type) would then land in front of the earlier ones.
          const el = event.currentTarget
          setTimeout(() => {
            if (!typedSinceFocus.current || document.activeElement !== el) return
            const slot = el.value.indexOf(slotChar)
            const end = slot === -1 ? el.value.length : slot
            el.setSelectionRange(end, end)
          }, 100)
        }}
        onClick={(event) => {
          onClick?.(event)
          caretToFirstSlot(event.currentTarget, slotChar)
        }}
        // InputMask never calls an onKeyDown prop; the capture phase still reaches us, before InputMask reads the caret on keypress.
        onKeyDownCapture={(event) => {
          typedSinceFocus.current = true
          if (typesCharacter(event)) caretToFirstSlot(event.currentTarget, slotChar)
        }}
        onChange={(event) => helpers.setValue(event.value ?? '')}
        onBlur={field.onBlur}
        invalid={a11y.invalid}
        aria-invalid={a11y.invalid}
        aria-describedby={a11y.describedBy}
        aria-required={required || undefined}
      />
    </FieldFrame>
  )
}
