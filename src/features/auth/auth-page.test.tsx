import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../api/app-api'
import { ApiError } from '../../api/client'
import { activateLocale, loadMessages } from '../../i18n/i18n'
import { signIn } from '../../state/session'
import { renderWithQueries } from '../../test/queries'
import { Notifications } from '../../ui/notify'
import { AuthPage } from './auth-page'

vi.mock('../../state/session', () => ({ signIn: vi.fn() }))

vi.mock('../../api/app-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/app-api')>()
  return { ...actual, api: { ...actual.api, register: vi.fn() } }
})
const register = vi.mocked(api.register)

// The route loads the page's part first: its English messages with placeholders come with it.
beforeAll(() => loadMessages('auth'))

function setup() {
  const user = userEvent.setup({ delay: null })
  renderWithQueries(
    <>
      <AuthPage />
      <Notifications />
    </>,
  )
  return { user }
}

describe('AuthPage', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.mocked(signIn).mockReset()
    register.mockReset()
    window.history.replaceState(null, '', '/auth')
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await activateLocale('en')
  })

  it('offers Login and Register tabs, Login first, plus ways back and home', () => {
    setup()
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  })

  it('has no navbar, so it offers the language menu itself, and switches in place', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Language' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Español' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Te damos la bienvenida' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Idioma' })).toBeInTheDocument()
  })

  it('lists the demo accounts in mock mode and signs in with one click', async () => {
    vi.mocked(signIn).mockResolvedValue({} as never)
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3)
    const { user } = setup()
    expect(screen.getByText(/admin@autovia\.test/)).toBeInTheDocument()
    expect(screen.getByText(/customer@autovia\.test/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign in as Customer' }))
    expect(signIn).toHaveBeenCalledWith({
      email: 'customer@autovia.test',
      password: 'Customer#2026',
    })
    await vi.waitFor(() => expect(back).toHaveBeenCalledTimes(1))
  })

  it("shows the server's message when a demo sign-in fails and lets the visitor retry", async () => {
    vi.mocked(signIn).mockRejectedValue(new ApiError('invalid credentials', 401))
    const { user } = setup()
    const customer = screen.getByRole('button', { name: 'Sign in as Customer' })
    await user.click(customer)
    expect(await screen.findByText('invalid credentials')).toBeInTheDocument()
    await vi.waitFor(() => expect(customer).toBeEnabled())
    expect(screen.getByRole('button', { name: 'Sign in as Administrator' })).toBeEnabled()
    expect(window.location.pathname).toBe('/auth')
  })

  it('goes home after signing in when /auth was opened directly', async () => {
    vi.mocked(signIn).mockResolvedValue({} as never)
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1)
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Sign in as Administrator' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(back).not.toHaveBeenCalled()
  })

  it('switches to the Login tab, the new e-mail filled in, after a successful registration', async () => {
    register.mockResolvedValue()
    const { user } = setup()
    await user.click(screen.getByRole('tab', { name: 'Register' }))
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true')
    await user.type(screen.getByLabelText(/^First name/), 'Ada')
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace')
    await user.type(screen.getByLabelText(/^Phone number/), '2125550142')
    await user.type(screen.getByLabelText(/^Zip code/), '10022')
    await user.type(screen.getByLabelText(/^Address/), '350 Park Avenue')
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com')
    await user.type(screen.getByLabelText(/^Password/), 'Secret#2026')
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('You are registered successfully')).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true'),
    )
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument()
    const login = screen.getByRole('form', { name: 'Login' })
    expect(within(login).getByLabelText(/^Email/)).toHaveValue('ada@example.com')
    expect(within(login).getByLabelText(/^Password/)).toHaveValue('')
  })
})

describe('AuthPage in another language', () => {
  afterEach(() => activateLocale('en'))

  it('speaks Spanish: title, tabs, fields and the demo accounts with their roles', async () => {
    await activateLocale('es')
    setup()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Te damos la bienvenida')
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Contraseña/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Iniciar sesión como Cliente' })).toBeInTheDocument()
    expect(screen.getByText('Administrador')).toBeInTheDocument()
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument()
  })

  it('speaks Turkish, the brand panel included', async () => {
    await activateLocale('tr')
    setup()
    expect(screen.getByRole('tab', { name: 'Giriş yap' })).toBeInTheDocument()
    expect(
      screen.getByRole('complementary', { name: 'Autovia premium araç kiralama' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Giriş yap (Müşteri)' })).toBeInTheDocument()
  })
})
