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
 * HH:mm (SPEC.md section 9). Typing works as well as picking; days outside minDate/maxDate
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
  const time = kind === 'time'
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <Calendar
        showIcon
        icon={time ? 'pi pi-clock' : 'pi pi-calendar'}
        iconPos="right"
        {...(time ? { timeOnly: true, hourFormat: '24' as const } : { dateFormat: 'yy-mm-dd' })}
        placeholder={time ? 'HH:mm' : 'YYYY-MM-DD'}
        {...calendar}
        inputId={a11y.id}
        name={field.name}
        value={field.value ?? null}
        onChange={(event) => helpers.setValue((event.value as Date | null | undefined) ?? null)}
        onBlur={() => helpers.setTouched(true)}
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
