import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form, Formik } from 'formik'
import { afterEach, describe, expect, it } from 'vitest'
import { ProfileInputSchema } from '../../domain/user'
import { PROFILE_MESSAGES } from '../../domain/user-forms'
import { formFieldsOf } from '../../domain/with-messages'
import { activateLocale } from '../../i18n/i18n'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'
import { zodFormikValidate } from './zod-formik'

const schema = formFieldsOf(ProfileInputSchema, { firstName: PROFILE_MESSAGES.firstName })

function renderForm() {
  render(
    <Formik
      initialValues={{ firstName: '' }}
      validate={zodFormikValidate(schema)}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <TextField name="firstName" label="First name" hint="As on your licence" required />
        <SubmitButton label="Submit the form" />
      </Form>
    </Formik>,
  )
  return userEvent.setup({ delay: null })
}

afterEach(async () => {
  await activateLocale('en')
})

describe('a field frame', () => {
  it("shows the domain's message in English as written", async () => {
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: 'Submit the form' }))
    expect(await screen.findByLabelText('First name')).toHaveAccessibleDescription(
      'As on your licence Please enter your first name',
    )
  })

  it("shows the domain's message in the language in use, and a text no catalog has as written", async () => {
    await activateLocale('es')
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: 'Submit the form' }))
    expect(await screen.findByText('Introduce tu nombre')).toBeInTheDocument()
    expect(screen.queryByText('Please enter your first name')).not.toBeInTheDocument()
    expect(screen.getByText('As on your licence')).toBeInTheDocument()
  })
})
