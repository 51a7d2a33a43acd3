import type { FormikHelpers } from 'formik'
import { notifyError, notifySuccess } from '../notify'
import { saveForm, serverMessages } from './save-form'

vi.mock('../notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }))

beforeEach(() => {
  vi.mocked(notifyError).mockClear()
  vi.mocked(notifySuccess).mockClear()
})

type Values = typeof values
const values = { pickUpLocation: 'Pier 9', pickUpDate: new Date(2031, 4, 20), dropOffDate: null }
const helpers = () =>
  ({ setStatus: vi.fn(), resetForm: vi.fn() }) as unknown as FormikHelpers<Values>
const statusOf = (form: FormikHelpers<Values>) => vi.mocked(form.setStatus).mock.calls[0]![0]

/** A refusal as the client rejects it: a status and the response's body. */
const refusal = (status: number, message: string, body?: unknown) =>
  Object.assign(new Error(message), { status, body })

describe('saveForm', () => {
  it('says the success text, then runs what follows a save', async () => {
    const form = helpers()
    const onSaved = vi.fn()
    await saveForm<Values>(async () => undefined, { success: 'Saved', onSaved })(values, form)
    expect(notifySuccess).toHaveBeenCalledWith('Saved')
    expect(onSaved).toHaveBeenCalledWith(values, form)
    expect(notifyError).not.toHaveBeenCalled()
  })

  it("puts a 400's field messages beside the form's fields, aliases followed, with one notification", async () => {
    const form = helpers()
    const error = refusal(400, 'Some fields need correcting: see the messages beside them.', {
      errors: [
        { field: 'pickUpLocation', defaultMessage: 'Please enter the pick up location' },
        { field: 'pickUpTime', defaultMessage: 'Please enter the pick up time' },
      ],
    })
    const onFailed = vi.fn()
    const submit = saveForm<Values>(() => Promise.reject(error), {
      success: 'Saved',
      aliases: { pickUpTime: 'pickUpDate' },
      onFailed,
    })
    await submit(values, form)
    expect(serverMessages(statusOf(form), 'pickUpLocation', 'Pier 9')).toEqual([
      'Please enter the pick up location',
    ])
    expect(serverMessages(statusOf(form), 'pickUpDate', values.pickUpDate)).toEqual([
      'Please enter the pick up time',
    ])
    expect(notifyError).toHaveBeenCalledTimes(1)
    expect(notifyError).toHaveBeenCalledWith(error)
    expect(notifySuccess).not.toHaveBeenCalled()
    expect(onFailed).toHaveBeenCalledWith(error)
  })

  it('says in the notification what belongs to no field of the form', async () => {
    const error = refusal(400, 'short', {
      errors: [{ field: 'status', defaultMessage: 'must not be null' }],
    })
    await saveForm<Values>(() => Promise.reject(error))(values, helpers())
    expect(vi.mocked(notifyError).mock.calls[0]![0]).toEqual(new Error('must not be null'))
  })

  it("shows the error's own message when it has no field errors, clearing earlier ones", async () => {
    const form = helpers()
    const error = refusal(400, 'Car is already reserved! Please choose another')
    await saveForm<Values>(() => Promise.reject(error))(values, form)
    expect(notifyError).toHaveBeenCalledWith(error)
    expect(serverMessages(statusOf(form), 'pickUpLocation', 'Pier 9')).toEqual([])
  })

  it('shows a failure of what follows the save as the save’s, and takes field messages of its own', async () => {
    const form = helpers()
    const error = new Error('refused')
    const submit = saveForm<Values>(async () => undefined, {
      onSaved: () => Promise.reject(error),
      fieldErrors: (e) => (e === error ? { pickUpLocation: ['Not here'] } : undefined),
    })
    await submit(values, form)
    expect(serverMessages(statusOf(form), 'pickUpLocation', 'Pier 9')).toEqual(['Not here'])
    expect(notifyError).toHaveBeenCalledWith(error)
  })
})

describe('serverMessages', () => {
  it('stop once the person changes the value they were about', () => {
    const status = { serverErrors: { firstName: { messages: ['too long'], value: 'Grace' } } }
    expect(serverMessages(status, 'firstName', 'Grace')).toEqual(['too long'])
    expect(serverMessages(status, 'firstName', 'Gracie')).toEqual([])
    expect(serverMessages(undefined, 'firstName', 'Grace')).toEqual([])
  })
})
