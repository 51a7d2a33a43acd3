import { useState } from 'react'
import { t, useT } from '../../../i18n/i18n'
import { notifyError } from '../../../ui/notify'
import { Button } from '../../../ui/prime/button'
import type { DemoControl } from '../demo-control'
import { download } from './download'

/** How the recording stands, in words (also read out as it changes). */
export function recordingState({ on, seen }: { on: boolean; seen: number }): string {
  // `#` writes the count as the language in use does ("1,200", "1.200").
  if (on)
    return t('Recording: {seen, plural, one {# record} other {# records}} seen so far.', { seen })
  return seen > 0
    ? t('Stopped: {seen, plural, one {# record} other {# records}} recorded.', { seen })
    : t('Not recording.')
}

/** Real traffic into a scenario: shown only while a real backend is set (the Routing tab). */
export function RecordingBlock({
  control,
  onLoad,
}: {
  control: DemoControl
  /** Asks before the recorded file replaces the demo data. */
  onLoad: (file: { name: string; text: string }) => void
}) {
  const t = useT()
  const recording = control.recording()
  const [saving, setSaving] = useState<'download' | 'load'>()

  const save = async (then: 'download' | 'load') => {
    setSaving(then)
    try {
      const { fileName, text } = await control.recordedScenario()
      if (then === 'download') download(fileName, text)
      else onLoad({ name: fileName, text })
    } catch (error) {
      notifyError(error)
    } finally {
      setSaving(undefined)
    }
  }

  return (
    <section className="control-panel__block" aria-labelledby="recording-title">
      <h3 id="recording-title" className="control-panel__item-title">
        {t('Record the real backend')}
      </h3>
      <p className="control-panel__item-description">
        {t(
          "While recording, the cars, people, reservations and pictures the real backend sends are kept. Save as scenario turns them into a snapshot file: people's names, e-mail addresses, phone numbers and addresses are replaced by stand-ins, and no password or token is kept. A recording lasts while this page is open.",
        )}
      </p>
      <p className="control-panel__item-description" aria-live="polite">
        {recordingState(recording)}
      </p>
      <div className="control-panel__actions">
        {recording.on ? (
          <Button
            type="button"
            size="small"
            severity="danger"
            icon="pi pi-stop-circle"
            label={t('Stop recording')}
            onClick={() => control.stopRecording()}
          />
        ) : (
          <Button
            type="button"
            size="small"
            icon="pi pi-circle-fill"
            label={t('Record')}
            onClick={() => {
              try {
                control.startRecording()
              } catch (error) {
                notifyError(error)
              }
            }}
          />
        )}
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-download"
          label={t('Save as scenario')}
          loading={saving === 'download'}
          disabled={recording.seen === 0 || saving !== undefined}
          onClick={() => void save('download')}
        />
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-upload"
          label={t('Load as demo data')}
          loading={saving === 'load'}
          disabled={recording.seen === 0 || saving !== undefined}
          onClick={() => void save('load')}
        />
      </div>
    </section>
  )
}
