import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form, Formik } from 'formik'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { CheckboxField } from './checkbox-field'
import { CheckboxGroupField } from './checkbox-group-field'
import { MaskField } from './mask-field'
import { PasswordField } from './password-field'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'
import { TextareaField } from './textarea-field'
import { zodFormikValidate } from './zod-formik'

const schema = z.object({
  name: z.string().min(1, 'Name please'),
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Phone please'),
  secret: z.string().min(1, 'Secret please'),
  note: z.string().min(1, 'Note please'),
  agree: z.literal(true, 'Tick the box'),
  roles: z.array(z.string()).min(1, 'Pick a role'),
})
type Values = z.input<typeof schema>
const empty = {
  name: '',
  phone: '',
  secret: '',
  note: '',
  agree: false,
  roles: [],
} as unknown as Values

function renderForm(onSubmit = vi.fn()) {
  const user = userEvent.setup({ delay: null })
  render(
    <Formik initialValues={empty} validate={zodFormikValidate<Values>(schema)} onSubmit={onSubmit}>
      <Form noValidate>
        <TextField name="name" label="Name" hint="As on your licence" required />
        <MaskField name="phone" label="Phone" mask="(999) 999-9999" />
        <PasswordField name="secret" label="Secret" />
        <TextareaField name="note" label="Note" />
        <CheckboxField name="agree" label="I agree" />
        <CheckboxGroupField
          name="roles"
          label="Roles"
          options={[
            { label: 'Customer', value: 'Customer' },
            { label: 'Admin', value: 'Administrator' },
          ]}
        />
        <SubmitButton label="Save" />
      </Form>
    </Formik>,
  )
  return { user, onSubmit }
}

describe('form fields', () => {
  it('label their controls and show no error before the user touches them', () => {
    renderForm()
    for (const label of [
      /^Name/,
      /^Phone/,
      /^Secret/,
      /^Note/,
      /^I agree/,
      /^Customer/,
      /^Admin/,
    ]) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid', 'true')
    }
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('As on your licence')
    expect(screen.getByRole('group', { name: 'Roles' })).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('mark every invalid control and describe it by its message after a submit', async () => {
    const { user, onSubmit } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const expectations: Array<[RegExp, string]> = [
      [/^Name/, 'As on your licence Name please'],
      [/^Phone/, 'Phone please'],
      [/^Secret/, 'Secret please'],
      [/^Note/, 'Note please'],
      [/^I agree/, 'Tick the box'],
    ]
    for (const [label, description] of expectations) {
      const control = await screen.findByLabelText(label)
      expect(control).toHaveAttribute('aria-invalid', 'true')
      expect(control).toHaveAccessibleDescription(description)
    }
    expect(screen.getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription('Pick a role')
    expect(onSubmit).not.toHaveBeenCalled()
    // Focus goes to the first control that needs fixing.
    await vi.waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus())
  })

  it('move focus once per failed submit, never while the user types afterwards', async () => {
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus())
    await user.click(screen.getByLabelText(/^Note/))
    await user.keyboard('Hello there')
    await user.click(screen.getByLabelText(/^Secret/))
    await user.keyboard('s3cret')
    expect(screen.getByLabelText(/^Note/)).toHaveValue('Hello there')
    expect(screen.getByLabelText(/^Secret/)).toHaveValue('s3cret')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('')
    expect(screen.getByLabelText(/^Secret/)).toHaveFocus()
    // A second failed attempt moves focus again, to the first field still wrong.
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus())
  })

  it('hand typed, masked, ticked and grouped values to formik', async () => {
    const { user, onSubmit } = renderForm()
    await user.type(screen.getByLabelText(/^Name/), 'Ada')
    await user.type(screen.getByLabelText(/^Phone/), '2125550142')
    await user.type(screen.getByLabelText(/^Secret/), 'x')
    await user.type(screen.getByLabelText(/^Note/), 'Hello')
    await user.click(screen.getByLabelText(/^I agree/))
    await user.click(screen.getByLabelText(/^Admin/))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Ada',
      phone: '(212) 555-0142',
      secret: 'x',
      note: 'Hello',
      agree: true,
      roles: ['Administrator'],
    })
  })

  it('let the password be shown and hidden again', async () => {
    const { user } = renderForm()
    const secret = screen.getByLabelText(/^Secret/)
    expect(secret).toHaveAttribute('type', 'password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(secret).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAccessibleName('Hide password')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('{Enter}')
    expect(secret).toHaveAttribute('type', 'password')
    expect(toggle).toHaveAccessibleName('Show password')
  })
})

describe('a form emptied after a successful submit', () => {
  it('leaves no emptied field focused, so a click elsewhere shows no message', async () => {
    const user = userEvent.setup({ delay: null })
    const onSaved = vi.fn()
    const only = z.object({ note: z.string().min(1, 'Note please') })
    render(
      <>
        <Formik
          initialValues={{ note: '' }}
          validate={zodFormikValidate(only)}
          onSubmit={(_values, { resetForm }) => {
            resetForm()
            onSaved()
          }}
        >
          <Form noValidate>
            <TextField name="note" label="Note" />
            <SubmitButton label="Save" />
          </Form>
        </Formik>
        <p>Elsewhere</p>
      </>,
    )
    const note = screen.getByLabelText(/^Note/)
    await user.click(note)
    await user.keyboard('Hello{Enter}')
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    expect(note).toHaveValue('')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus())
    await user.click(screen.getByText('Elsewhere'))
    expect(note).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Note please')).not.toBeInTheDocument()
  })
})
