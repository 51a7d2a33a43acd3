import { notifyError } from '../notify'
import { serverMessages, showSaveFailure } from './server-errors'

vi.mock('../notify', () => ({ notifyError: vi.fn() }))

beforeEach(() => {
  vi.mocked(notifyError).mockClear()
})

const values = { pickUpLocation: 'Pier 9', pickUpDate: new Date(2031, 4, 20), dropOffDate: null }

describe('showSaveFailure', () => {
  it("puts the server's messages beside the form's fields, aliases followed, with one notification", () => {
    const setStatus = vi.fn()
    const error = new Error('Some fields need correcting: see the messages beside them.')
    showSaveFailure(
      error,
      {
        pickUpLocation: ['Please enter the pick up location of the reservation'],
        pickUpTime: ['Please enter the pick up time of the reservation'],
      },
      { setStatus, values },
      { pickUpTime: 'pickUpDate' },
    )
    const status = setStatus.mock.calls[0]![0]
    expect(serverMessages(status, 'pickUpLocation', 'Pier 9')).toEqual([
      'Please enter the pick up location of the reservation',
    ])
    expect(serverMessages(status, 'pickUpDate', values.pickUpDate)).toEqual([
      'Please enter the pick up time of the reservation',
    ])
    expect(notifyError).toHaveBeenCalledTimes(1)
    expect(notifyError).toHaveBeenCalledWith(error)
  })

  it('says in the notification what belongs to no field of the form', () => {
    showSaveFailure(
      new Error('short'),
      { status: ['must not be null'] },
      { setStatus: vi.fn(), values },
    )
    expect(vi.mocked(notifyError).mock.calls[0]![0]).toEqual(new Error('must not be null'))
  })

  it("shows the error's own message when it has no field errors", () => {
    const setStatus = vi.fn()
    const error = new Error('Car is already reserved! Please choose another')
    showSaveFailure(error, undefined, { setStatus, values })
    expect(notifyError).toHaveBeenCalledWith(error)
    expect(serverMessages(setStatus.mock.calls[0]![0], 'pickUpLocation', 'Pier 9')).toEqual([])
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
