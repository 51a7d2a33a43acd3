import { useRef, useState } from 'react'
import { t, useT } from '../../../i18n/i18n'
import { notifyError } from '../../../ui/notify'
import { Button } from '../../../ui/prime/button'
import type { DemoControl } from '../demo-control'
import { reloadWithNotice } from '../reload-notice'
import { rememberSnapshotName } from '../snapshot-name'
import { useControlChanges } from '../use-demo-control'
import { download } from './download'
import { nextPaint } from './next-paint'
import { PanelQuestion } from './panel-question'
import { RecordingBlock } from './recording-block'

/** As the mock server's limit for a snapshot: a larger file is refused before it is read. */
const MAX_BYTES = 64 * 1024 * 1024

/** The success notice after a load: how far the file's dates moved (docs/embedded-backend.md). */
export function loadedNotice(movedDays: number): string {
  if (movedDays <= 0) return t('Snapshot loaded: its dates are as saved.')
  return t(
    'Snapshot loaded: its trips moved forward by {days, plural, one {# day} other {# days}}, the days since it was saved.',
    { days: movedDays },
  )
}

/** The whole database as one JSON file to hand on, and such a file loaded back: a refused file says why and changes nothing; an accepted one replaces the data in every tab. */
export function SnapshotsTab({ control }: { control: DemoControl }) {
  const t = useT()
  useControlChanges(control)
  const picker = useRef<HTMLInputElement>(null)
  const [saving, setSaving] = useState(false)
  const [file, setFile] = useState<{ name: string; text: string }>()
  const [asking, setAsking] = useState(false)
  const [checking, setChecking] = useState(false)
  const [loading, setLoading] = useState(false)
  const [refusal, setRefusal] = useState<string>()

  const save = async () => {
    setSaving(true)
    try {
      const { fileName, text } = await control.snapshot()
      download(fileName, text)
    } catch (error) {
      notifyError(error)
    } finally {
      setSaving(false)
    }
  }

  // A file is checked as soon as it is chosen: a refused one says why at once, and only one that would load is asked about.
  const check = async (chosen: File) => {
    setChecking(true)
    setRefusal(undefined)
    try {
      await nextPaint()
      const text = chosen.size > MAX_BYTES ? null : await chosen.text()
      const result =
        text === null
          ? {
              ok: false as const,
              message: t(
                'This file cannot be loaded: it is larger than 64 MB. The data in use is unchanged.',
              ),
            }
          : await control.checkSnapshot(text)
      if (result.ok && text !== null) {
        setFile({ name: chosen.name, text })
        setAsking(true)
      } else if (!result.ok) setRefusal(result.message)
    } catch (error) {
      notifyError(error)
    }
    setChecking(false)
  }

  const load = async (text: string) => {
    setAsking(false)
    setLoading(true)
    setRefusal(undefined)
    try {
      await nextPaint()
      const result = await control.loadSnapshot(text)
      if (result.ok) {
        rememberSnapshotName(file?.name ?? null)
        reloadWithNotice(loadedNotice(result.movedDays))
        return
      }
      setRefusal(result.message)
    } catch (error) {
      notifyError(error)
    }
    setLoading(false)
  }

  return (
    <div className="control-panel__section">
      <section className="control-panel__block" aria-labelledby="snapshot-download">
        <h3 id="snapshot-download" className="control-panel__item-title">
          {t('Download snapshot')}
        </h3>
        <p className="control-panel__item-description">
          {t(
            "The whole demo database as one JSON file: keep a prepared demo, hand it on, or attach it to a bug report. Nobody's sign-in goes with it.",
          )}
        </p>
        <Button
          type="button"
          size="small"
          icon="pi pi-download"
          label={t('Download snapshot')}
          loading={saving}
          onClick={() => void save()}
        />
      </section>
      <section className="control-panel__block" aria-labelledby="snapshot-load">
        <h3 id="snapshot-load" className="control-panel__item-title">
          {t('Load snapshot')}
        </h3>
        <p className="control-panel__item-description">
          {t(
            "Replaces the demo data in every open tab with a snapshot file's. A file saved on an earlier day has its trips moved forward by the days since, so it still has trips today.",
          )}
        </p>
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-upload"
          label={loading ? t('Loading…') : checking ? t('Checking…') : t('Load snapshot…')}
          loading={loading || checking}
          aria-describedby={refusal ? 'snapshot-refusal' : undefined}
          onClick={() => picker.current?.click()}
        />
        <input
          ref={picker}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('Snapshot file')}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            // Cleared, so choosing the same file again is a change too.
            event.target.value = ''
            if (chosen) void check(chosen)
          }}
        />
        {refusal ? (
          <p id="snapshot-refusal" className="control-panel__refusal" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" /> {refusal}
          </p>
        ) : null}
      </section>
      {control.upstream() ? (
        <RecordingBlock
          control={control}
          onLoad={(recorded) => {
            setRefusal(undefined)
            setFile(recorded)
            setAsking(true)
          }}
        />
      ) : null}
      <PanelQuestion
        visible={asking}
        onHide={() => setAsking(false)}
        header={t('Load snapshot')}
        message={t(
          "Load {file}? The demo data in use is replaced by the file's; every booking and change made here is lost.",
          { file: file?.name ?? t('this file') },
        )}
        icon="pi pi-upload"
        acceptLabel={t('Load')}
        rejectLabel={t('Cancel')}
        danger
        onAccept={() => file && void load(file.text)}
      />
    </div>
  )
}
