import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form, Formik } from 'formik'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { PrimeProvider } from '../prime-provider'
import { DateField } from './date-field'
import { NumberField } from './number-field'
import { SelectField } from './select-field'
import { SubmitButton } from './submit-button'
import { zodFormikValidate } from './zod-formik'

const schema = z.object({
  day: z.date({ error: 'Pick a day' }),
  time: z.date({ error: 'Pick a time' }),
  colour: z.string({ error: 'Pick a colour' }),
  seats: z.number({ error: 'How many seats?' }).int().min(1, 'At least one seat'),
})
type Values = z.input<typeof schema>
const empty = { day: null, time: null, colour: null, seats: null } as unknown as Values

function renderForm() {
  const onSubmit = vi.fn()
  const user = userEvent.setup({ delay: null })
  render(
    <PrimeProvider>
      <Formik
        initialValues={empty}
        validate={zodFormikValidate<Values>(schema)}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <DateField name="day" label="Day" minDate={new Date(2030, 0, 1)} />
          <DateField name="time" label="Time" kind="time" />
          <SelectField
            name="colour"
            label="Colour"
            placeholder="Choose"
            options={[
              { label: 'Gold', value: 'gold' },
              { label: 'Navy', value: 'navy' },
            ]}
          />
          <NumberField name="seats" label="Seats" />
          <SubmitButton label="Save" />
        </Form>
      </Formik>
    </PrimeProvider>,
  )
  return { user, onSubmit }
}

describe('date, time, select and number fields', () => {
  it('say what is missing after a submit, beside each field', async () => {
    const { user, onSubmit } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    for (const [label, message] of [
      ['Day', 'Pick a day'],
      ['Time', 'Pick a time'],
      ['Seats', 'How many seats?'],
    ]) {
      const control = await screen.findByLabelText(label!)
      expect(control).toHaveAttribute('aria-invalid', 'true')
      expect(control).toHaveAccessibleDescription(message)
    }
    expect(await screen.findByText('Pick a colour')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  // Typing into the Calendar and choosing from the Dropdown's overlay need a real browser:
  // the booking and admin e2e tests do both.
  it('hand a typed number to formik and clear its message', async () => {
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('How many seats?')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Seats'), '0')
    await user.click(document.body)
    expect(await screen.findByText('At least one seat')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Seats'))
    await user.type(screen.getByLabelText('Seats'), '5')
    await user.click(document.body)
    expect(screen.getByLabelText('Seats')).toHaveValue('5')
    await vi.waitFor(() => expect(screen.queryByText('At least one seat')).not.toBeInTheDocument())
  })
})
