import { useState } from 'react'
import { Calendar, type CalendarProps } from '../prime/calendar'
import { FieldFrame } from './field-frame'
import type { BaseFieldProps } from './text-field'
import { useFormField } from './use-form-field'

type CalendarSingleProps = Omit<
  Extract<CalendarProps, { selectionMode?: 'single' }>,
  'name' | 'id' | 'inputId' | 'value' | 'onChange' | 'onBlur' | 'invalid' | 'selectionMode'
>

export type DateFieldProps = BaseFieldProps &
  CalendarSingleProps & {
    /** 'date' shows YYYY-MM-DD with a day picker; 'time' shows HH:mm with a time picker. */
    kind?: 'date' | 'time'
  }

/**
 * A formik-bound PrimeReact Calendar holding a Date (or null): dates as YYYY-MM-DD, times as
 * HH:mm (docs/product.md section 9). Typing works as well as picking; days outside minDate/maxDate
 * are greyed out in the picker and refused when typed.
 */
export function DateField({
  name,
  label,
  hint,
  required,
  id,
  className,
  kind = 'date',
  ...calendar
}: DateFieldProps) {
  const { field, helpers, a11y } = useFormField<Date | null>(name, { id, hint: !!hint })
  // What the person is typing, while it is not yet a date: the Calendar keeps showing it.
  // (Were the form's value handed back instead, a half-typed date that briefly parsed and then
  // stopped parsing would wipe the field under their fingers.)
  const [typed, setTyped] = useState<string | null>(null)
  const time = kind === 'time'
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <Calendar
        // Typing goes into the field; the button beside it opens the picker. (Opening it on
        // focus moves focus into the panel, and typed keys go nowhere.)
        showOnFocus={false}
        showIcon
        icon={time ? 'pi pi-clock' : 'pi pi-calendar'}
        iconPos="right"
        {...(time ? { timeOnly: true, hourFormat: '24' as const } : { dateFormat: 'yy-mm-dd' })}
        placeholder={time ? 'HH:mm' : 'YYYY-MM-DD'}
        {...calendar}
        inputId={a11y.id}
        name={field.name}
        keepInvalid
        // With keepInvalid the Calendar accepts the typed text as its value.
        value={(typed ?? field.value ?? null) as Date | null}
        onChange={(event) => {
          const value = event.value as unknown
          const source = event.originalEvent
          // While typing, the field keeps exactly what was typed, parsed or not (PrimeReact
          // would otherwise re-format "2027-12-2" to "2027-12-02" under the next keystroke).
          const text = source?.type === 'input' ? (source.target as HTMLInputElement).value : null
          setTyped(text?.trim() ? text : null)
          void helpers.setValue(value instanceof Date ? value : null)
        }}
        onBlur={() => {
          // Leaving the field shows a parsed date in its format; text that is no date stays.
          if (field.value instanceof Date) setTyped(null)
          void helpers.setTouched(true)
        }}
        invalid={a11y.invalid}
        // Calendar passes no aria-* props on to its input; its pass-through options do.
        pt={{
          input: {
            root: {
              'aria-invalid': a11y.invalid,
              'aria-describedby': a11y.describedBy,
              'aria-required': required || undefined,
            },
          },
        }}
        className="form-field__calendar"
      />
    </FieldFrame>
  )
}
