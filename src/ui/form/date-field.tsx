import dayjs from 'dayjs'
import { useRef, useState } from 'react'
import { DATE_DISPLAY_FORMAT, TIME_DISPLAY_FORMAT } from '../../domain/dates'
import { intlLocale } from '../../i18n/format'
import { currentLocale, useLocale, useT } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locales'
import { Calendar, type CalendarProps } from '../prime/calendar'
import { applyPrimeLocale, PICKER_DATE_FORMAT } from '../prime/locale'
import { FieldFrame } from './field-frame'
import type { BaseFieldProps } from './text-field'
import { useFormField } from './use-form-field'

type CalendarSingleProps = Omit<
  Extract<CalendarProps, { selectionMode?: 'single' }>,
  'name' | 'id' | 'inputId' | 'value' | 'onChange' | 'onBlur' | 'invalid' | 'selectionMode'
>

export type DateFieldProps = BaseFieldProps &
  CalendarSingleProps & {
    kind?: 'date' | 'time'
  }

/** What a person may type in each language, as PICKER_DATE_FORMAT writes it: single-digit months, days and hours are read too. */
const DATE_TYPED: Record<Locale, string[]> = {
  en: [DATE_DISPLAY_FORMAT, 'YYYY-M-D'],
  es: ['DD/MM/YYYY', 'D/M/YYYY'],
  tr: ['DD.MM.YYYY', 'D.M.YYYY'],
}
const TIME_TYPED = [TIME_DISPLAY_FORMAT, 'H:mm']

export function parseTyped(
  text: string,
  kind: 'date' | 'time',
  locale: Locale = currentLocale(),
): Date | null {
  const formats = kind === 'time' ? TIME_TYPED : DATE_TYPED[locale]
  const parsed = dayjs(text.trim(), formats, true)
  return parsed.isValid() ? parsed.toDate() : null
}

/** The cell of the day picker that takes focus: the chosen day, else today, else the first. */
function dayCellToFocus(panel: HTMLElement): HTMLElement | null {
  return (
    panel.querySelector<HTMLElement>('td span[data-p-highlight="true"]') ??
    panel.querySelector<HTMLElement>('td.p-datepicker-today span:not([data-p-disabled="true"])') ??
    panel.querySelector<HTMLElement>('table td span:not([data-p-disabled="true"])')
  )
}

/** A formik-bound PrimeReact Calendar holding a Date (or null): dates as YYYY-MM-DD, times as HH:mm (docs/product.md section 9). */
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
  const t = useT()
  const locale = useLocale()
  // The picker reads its words and names by `locale`: they are in even without a PrimeProvider above.
  applyPrimeLocale(locale)
  const { field, meta, helpers, a11y } = useFormField<Date | null>(name, { id, hint: !!hint })
  // What the person is typing: the Calendar keeps showing exactly that until they leave.
  const [typed, setTyped] = useState<string | null>(null)
  const picker = useRef<Calendar>(null)
  const time = kind === 'time'
  const pickerLabel =
    typeof label === 'string'
      ? t('Choose {what}', { what: t(label).toLocaleLowerCase(intlLocale(locale)) })
      : time
        ? t('Choose time')
        : t('Choose date')
  return (
    <FieldFrame a11y={a11y} label={label} hint={hint} required={required} className={className}>
      <Calendar
        ref={picker}
        showOnFocus={false}
        showIcon
        icon={time ? 'pi pi-clock' : 'pi pi-calendar'}
        iconPos="right"
        {...(time
          ? { timeOnly: true, hourFormat: '24' as const }
          : { dateFormat: PICKER_DATE_FORMAT[locale] })}
        placeholder={time ? t('HH:mm') : t('YYYY-MM-DD')}
        locale={locale}
        {...calendar}
        inputId={a11y.id}
        name={field.name}
        keepInvalid
        value={(typed ?? field.value ?? null) as Date | null}
        onInput={(event) => {
          const text = event.currentTarget.value
          setTyped(text.trim() ? text : null)
          void helpers.setValue(parseTyped(text, kind, locale))
        }}
        onChange={(event) => {
          if (event.originalEvent?.type === 'input') return
          // Chosen in the picker.
          setTyped(null)
          void helpers.setValue(event.value instanceof Date ? event.value : null)
        }}
        onShow={() => {
          // Opened from its button, the picker takes focus, so arrows and Enter work in it; opened with ArrowDown from the field, focus stays there (PrimeReact's own way).
          const panel = picker.current?.getOverlay()
          if (!panel || document.activeElement === picker.current?.getInput()) return
          const target = time ? panel.querySelector<HTMLElement>('button') : dayCellToFocus(panel)
          if (!target) return
          target.tabIndex = 0
          target.focus()
        }}
        onHide={() => {
          // A day picked with Enter closes the picker with focus inside it, which would drop to the page: it returns to the field instead (as Escape does).
          const active = document.activeElement
          if (!active || active === document.body) picker.current?.getInput()?.focus()
        }}
        onBlur={() => {
          // Leaving the field shows a parsed date in its format; text that is no date stays.
          if (field.value instanceof Date) setTyped(null)
          // An empty field only passed through (opening and closing the picker returns focus to it) says nothing yet; a submit still names everything missing.
          if (meta.touched || field.value != null || typed != null) void helpers.setTouched(true)
        }}
        invalid={a11y.invalid}
        pt={{
          input: {
            root: {
              'aria-invalid': a11y.invalid,
              'aria-describedby': a11y.describedBy,
              'aria-required': required || undefined,
            },
          },
          dropdownButton: { root: { 'aria-label': pickerLabel, tabIndex: 0 } },
          panel: { 'aria-label': pickerLabel },
        }}
        className="form-field__calendar"
      />
    </FieldFrame>
  )
}
