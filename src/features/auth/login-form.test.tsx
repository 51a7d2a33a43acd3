import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client'
import { activateLocale, loadMessages } from '../../i18n/i18n'
import { signIn } from '../../state/session'
import { Notifications } from '../../ui/notify'
import { NO_ACCESS_MESSAGE } from './auth-schemas'
import { LoginForm, SIGN_IN_REFUSED_MESSAGE } from './login-form'

vi.mock('../../state/session', () => ({ signIn: vi.fn() }))

function setup() {
  const onSignedIn = vi.fn()
  const user = userEvent.setup({ delay: null })
  render(
    <>
      <LoginForm onSignedIn={onSignedIn} />
      <Notifications />
    </>,
  )
  const email = screen.getByLabelText(/^Email/)
  const password = screen.getByLabelText(/^Password/)
  const submit = screen.getByRole('button', { name: 'Login' })
  return { user, onSignedIn, email, password, submit }
}

describe('LoginForm', () => {
  beforeEach(() => {
    vi.mocked(signIn).mockReset()
  })

  it('asks for the email and the password when submitted empty', async () => {
    const { user, submit, email, password } = setup()
    await user.click(submit)
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument()
    expect(screen.getByText('Please enter your password')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please enter your email')
    expect(password).toHaveAccessibleDescription('Please enter your password')
    expect(signIn).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(email).toHaveFocus())
  })

  it('rejects an invalid email with the same message', async () => {
    const { user, submit, email, password } = setup()
    await user.type(email, 'not-an-email')
    await user.type(password, 'secret')
    await user.click(submit)
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument()
    expect(screen.queryByText('Please enter your password')).not.toBeInTheDocument()
    expect(signIn).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(email).toHaveFocus())
  })

  it('signs in with the typed credentials and hands over to the page', async () => {
    vi.mocked(signIn).mockResolvedValue({} as never)
    const { user, submit, email, password, onSignedIn } = setup()
    await user.type(email, ' customer@autovia.test ')
    await user.type(password, 'Customer#2026')
    await user.click(submit)
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(signIn).toHaveBeenCalledWith({
      email: 'customer@autovia.test',
      password: 'Customer#2026',
    })
  })

  it('says in words that the sign-in was refused, beside the password, and stays on the form', async () => {
    vi.mocked(signIn).mockRejectedValue(new ApiError('invalid credentials', 401))
    const { user, submit, email, password, onSignedIn } = setup()
    await user.type(email, 'customer@autovia.test')
    await user.type(password, 'wrong')
    await user.click(submit)
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(SIGN_IN_REFUSED_MESSAGE))
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_REFUSED_MESSAGE)
    expect(screen.queryByText('invalid credentials')).not.toBeInTheDocument()
    expect(onSignedIn).not.toHaveBeenCalled()
    expect(submit).toBeEnabled()
    // A new password is a new attempt: the message goes.
    await user.type(password, '2')
    expect(password).not.toHaveAttribute('aria-invalid', 'true')
  })

  it("shows any other failure's own message", async () => {
    vi.mocked(signIn).mockRejectedValue(new ApiError('Service unavailable', 503))
    const { user, submit, email, password } = setup()
    await user.type(email, 'customer@autovia.test')
    await user.type(password, 'Customer#2026')
    await user.click(submit)
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument()
    expect(password).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('says in plain words why an account of a role the site does not serve cannot sign in', async () => {
    vi.mocked(signIn).mockRejectedValue(new ApiError('Forbidden', 403))
    const { user, submit, email, password, onSignedIn } = setup()
    await user.type(email, 'nadia.okafor@example.com')
    await user.type(password, 'Customer#2026')
    await user.click(submit)
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeInTheDocument()
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('is busy while the sign-in is under way', async () => {
    let finish: () => void = () => {}
    vi.mocked(signIn).mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({} as never))),
    )
    const { user, submit, email, password, onSignedIn } = setup()
    await user.type(email, 'customer@autovia.test')
    await user.type(password, 'Customer#2026')
    await user.click(submit)
    await vi.waitFor(() => expect(submit).toBeDisabled())
    expect(submit).toHaveAttribute('aria-busy', 'true')
    await act(async () => finish())
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled())
  })
})

describe('LoginForm in Spanish', () => {
  // The sign-in page's part, as its route loads it.
  beforeAll(() => loadMessages('auth'))
  beforeEach(() => activateLocale('es'))
  afterEach(() => activateLocale('en'))

  it('labels its fields and words its own refusals in Spanish', async () => {
    vi.mocked(signIn).mockRejectedValueOnce(new ApiError('invalid credentials', 401))
    vi.mocked(signIn).mockRejectedValueOnce(new ApiError('Forbidden', 403))
    const user = userEvent.setup({ delay: null })
    render(
      <>
        <LoginForm onSignedIn={vi.fn()} />
        <Notifications />
      </>,
    )
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'customer@autovia.test')
    await user.type(screen.getByLabelText(/^Contraseña/), 'wrong')
    const submit = screen.getByRole('button', { name: 'Iniciar sesión' })
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El correo electrónico o la contraseña no son correctos. Revisa ambos e inténtalo de nuevo.',
    )
    await vi.waitFor(() => expect(submit).toBeEnabled())
    await user.click(submit)
    expect(
      await screen.findByText(/^Esta cuenta tiene un rol que el sitio de Autovia no admite/),
    ).toBeInTheDocument()
  })
})
