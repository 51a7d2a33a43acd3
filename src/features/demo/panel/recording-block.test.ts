import { loadMessages } from '../../../i18n/i18n'
import { recordingState } from './recording-block'

// English's messages with placeholders come with the demo's part, as the demo bar loads it first.
beforeAll(() => loadMessages('demo'))

describe('recordingState', () => {
  it('says whether the upstream is being recorded and how much was kept', () => {
    expect(recordingState({ on: false, seen: 0 })).toBe('Not recording.')
    expect(recordingState({ on: true, seen: 0 })).toBe('Recording: 0 records seen so far.')
    expect(recordingState({ on: true, seen: 1 })).toBe('Recording: 1 record seen so far.')
    expect(recordingState({ on: false, seen: 1200 })).toBe('Stopped: 1,200 records recorded.')
  })
})
