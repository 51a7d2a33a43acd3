import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Notifications } from '../../ui/notify'
import { ContactForm } from './contact-form'

function setup() {
  const user = userEvent.setup({ delay: null })
  render(
    <>
      <ContactForm />
      <Notifications />
    </>,
  )
  return {
    user,
    fullName: screen.getByLabelText(/^Full name/),
    email: screen.getByLabelText(/^Email/),
    message: screen.getByLabelText(/^Message/),
    submit: screen.getByRole('button', { name: 'Send Message' }),
  }
}

describe('ContactForm', () => {
  it('asks for every field when submitted empty', async () => {
    const { user, submit, fullName, email, message } = setup()
    await user.click(submit)
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument()
    expect(screen.getByText('Please enter your email')).toBeInTheDocument()
    expect(screen.getByText('Please enter your message')).toBeInTheDocument()
    expect(fullName).toHaveAccessibleDescription('Please enter your full name')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(message).toHaveAccessibleDescription('Please enter your message')
  })

  it('rejects an invalid email', async () => {
    const { user, submit, email } = setup()
    await user.type(email, 'someone@')
    await user.click(submit)
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument()
    expect(email).toHaveAccessibleDescription('Please enter a valid email')
  })

  it('pretends to send for a second, then says so and clears the form', async () => {
    const { user, submit, fullName, email, message } = setup()
    await user.type(fullName, 'Ada Lovelace')
    await user.type(email, 'ada@example.com')
    await user.type(message, 'Do you rent convertibles?')
    const started = Date.now()
    await user.click(submit)
    await vi.waitFor(() => expect(submit).toBeDisabled())
    expect(submit).toHaveAttribute('aria-busy', 'true')
    expect(
      await screen.findByText('Your message sent successfully', {}, { timeout: 3000 }),
    ).toBeInTheDocument()
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    await vi.waitFor(() => expect(fullName).toHaveValue(''))
    expect(email).toHaveValue('')
    expect(message).toHaveValue('')
    expect(submit).toBeEnabled()
  })
})
