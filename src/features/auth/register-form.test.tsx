import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../api/app-api'
import { ApiError } from '../../api/client'
import { FIELD_ERRORS_MESSAGE } from '../../domain/field-errors'
import { renderWithQueries } from '../../test/queries'
import { Notifications } from '../../ui/notify'
import { RegisterForm } from './register-form'

vi.mock('../../api/app-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/app-api')>()
  return { ...actual, api: { ...actual.api, register: vi.fn() } }
})
const register = vi.mocked(api.register)

const REQUIRED_MESSAGES = [
  'Please enter your first name',
  'Please enter your last name',
  'Please enter your phone number',
  'Please enter your address',
  'Please enter your zip code',
  'Please enter your email',
  'Please enter your password',
  'Please re-enter your password',
]
const RULES = [
  'Must be at least 8 characters',
  'One lowercase character',
  'One uppercase character',
  'One special character',
  'One number',
]

function setup() {
  const onRegistered = vi.fn()
  const user = userEvent.setup({ delay: null })
  renderWithQueries(
    <>
      <RegisterForm onRegistered={onRegistered} />
      <Notifications />
    </>,
  )
  const field = (label: RegExp) => screen.getByLabelText(label)
  const submit = screen.getByRole('button', { name: 'Register' })
  return { user, onRegistered, field, submit }
}

/** The messages listed under one field (its aria-describedby target). */
function messagesOf(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.tagName === 'UL')
  return error
    ? within(error)
        .queryAllByRole('listitem')
        .map((li) => li.textContent ?? '')
    : []
}

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  field: (l: RegExp) => HTMLElement,
) {
  await user.type(field(/^First name/), 'Ada')
  await user.type(field(/^Last name/), 'Lovelace')
  await user.type(field(/^Phone number/), '2125550142')
  await user.type(field(/^Zip code/), '10022')
  await user.type(field(/^Address/), '350 Park Avenue')
  await user.type(field(/^Email/), 'ada@example.com')
  await user.type(field(/^Password/), 'Secret#2026')
  await user.type(field(/^Confirm password/), 'Secret#2026')
}

describe('RegisterForm validation', { timeout: 15_000 }, () => {
  it('shows each required message, and only that, when submitted empty', async () => {
    const { user, submit, field } = setup()
    await user.click(submit)
    for (const message of REQUIRED_MESSAGES) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    // An empty password is "required", not five failed rules at once.
    expect(messagesOf(field(/^Password/))).toEqual(['Please enter your password'])
    for (const rule of RULES) expect(screen.queryByText(rule)).not.toBeInTheDocument()
    expect(register).not.toHaveBeenCalled()
  })

  it.each([
    ['Aa#1234', 'Must be at least 8 characters'],
    ['AAAA#1234', 'One lowercase character'],
    ['aaaa#1234', 'One uppercase character'],
    ['Aaaa12345', 'One special character'],
    ['Aaaa#aaaa', 'One number'],
  ])('reports the one rule %s breaks: %s', async (password, rule) => {
    const { user, submit, field } = setup()
    await user.type(field(/^Password/), password)
    await user.click(submit)
    await vi.waitFor(() => expect(messagesOf(field(/^Password/))).toEqual([rule]))
  })

  it('lists every failing rule of a weak password', async () => {
    const { user, field } = setup()
    await user.type(field(/^Password/), 'abc')
    await user.tab()
    await vi.waitFor(() =>
      expect(messagesOf(field(/^Password/))).toEqual([
        'Must be at least 8 characters',
        'One uppercase character',
        'One special character',
        'One number',
      ]),
    )
  })

  it('says when the confirmation does not match', async () => {
    const { user, submit, field } = setup()
    await user.type(field(/^Password/), 'Secret#2026')
    await user.type(field(/^Confirm password/), 'Secret#2027')
    await user.click(submit)
    expect(await screen.findByText("Password fields doesn't match")).toBeInTheDocument()
    expect(field(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('rejects an invalid email and an incomplete phone number', async () => {
    const { user, submit, field } = setup()
    await user.type(field(/^Email/), 'ada@')
    await user.type(field(/^Phone number/), '212555')
    await user.click(submit)
    await vi.waitFor(() => expect(messagesOf(field(/^Email/))).toEqual(['Please enter your email']))
    expect(field(/^Phone number/)).toHaveValue('(212) 555-____')
    expect(messagesOf(field(/^Phone number/))).toEqual(['Please enter your phone number'])
  })
})

describe('RegisterForm submission', { timeout: 15_000 }, () => {
  beforeEach(() => {
    register.mockReset()
  })

  it('registers, says so, clears the form and hands over to the Login tab', async () => {
    register.mockResolvedValue()
    const { user, submit, field, onRegistered } = setup()
    await fillValid(user, field)
    await user.click(submit)
    expect(await screen.findByText('You are registered successfully')).toBeInTheDocument()
    expect(register).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '(212) 555-0142',
      address: '350 Park Avenue',
      zipCode: '10022',
      email: 'ada@example.com',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
    })
    expect(onRegistered).toHaveBeenCalledExactlyOnceWith('ada@example.com')
    await vi.waitFor(() => expect(field(/^First name/)).toHaveValue(''))
    expect(field(/^Email/)).toHaveValue('')
    expect(field(/^Password/)).toHaveValue('')
    expect(field(/^Phone number/)).toHaveValue('')
  })

  it("shows the server's message and keeps the typed values when it fails", async () => {
    register.mockRejectedValue(new ApiError('Error: Email is already in use!', 409))
    const { user, submit, field, onRegistered } = setup()
    await fillValid(user, field)
    await user.click(submit)
    expect(await screen.findByText('Error: Email is already in use!')).toBeInTheDocument()
    expect(onRegistered).not.toHaveBeenCalled()
    expect(field(/^Email/)).toHaveValue('ada@example.com')
  })
  it("shows the server's field messages beside their fields, with one short notification", async () => {
    const body = {
      status: 400,
      message: "Validation failed for object='user'. Error count: 1",
      errors: [{ field: 'firstName', defaultMessage: 'size must be between 0 and 15' }],
    }
    register.mockRejectedValue(new ApiError(FIELD_ERRORS_MESSAGE, 400, body))
    const { user, submit, field } = setup()
    await fillValid(user, field)
    await user.click(submit)
    expect(await screen.findByText(FIELD_ERRORS_MESSAGE)).toBeInTheDocument()
    expect(messagesOf(field(/^First name/))).toEqual(['size must be between 0 and 15'])
    expect(screen.queryByText(/Validation failed/)).toBeNull()
    expect(field(/^First name/)).toHaveValue('Ada')
  })
})
