import { useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useT } from '../../../i18n/i18n'
import { session } from '../../../state/session'
import { notifyError, notifySuccess } from '../../../ui/notify'
import { Button } from '../../../ui/prime/button'
import type { DemoControl } from '../demo-control'
import { demoLinkFor, personaOf } from '../demo-link'
import { loadedSnapshotName } from '../snapshot-name'
import { useControlChanges } from '../use-demo-control'

/** The address that opens this demo on this page, in the scenario (or with the snapshot) in use and as the demo account signed in: whoever opens it gets a fresh copy in their browser. */
export function ShareLink({ control }: { control: DemoControl }) {
  const t = useT()
  useControlChanges(control)
  const { user } = useSnapshot(session)
  const [copied, setCopied] = useState(false)
  const fieldId = useId()
  const snapshot = loadedSnapshotName()
  const persona = personaOf(user?.email)
  const link = demoLinkFor(location.href, {
    scenario: snapshot ? undefined : (control.scenario() ?? undefined),
    persona,
    snapshot,
  })
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
      notifySuccess(t('Demo link copied.'))
    } catch (error) {
      notifyError(error)
    }
  }
  return (
    <section className="control-panel__share" aria-labelledby={`${fieldId}-label`}>
      <label id={`${fieldId}-label`} htmlFor={fieldId} className="control-panel__share-label">
        {t('Demo link')}
      </label>
      <div className="control-panel__share-row">
        <input
          id={fieldId}
          className="control-panel__share-field"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          size="small"
          icon={copied ? 'pi pi-check' : 'pi pi-link'}
          label={t('Copy link')}
          onClick={() => void copy()}
        />
      </div>
      <p className="control-panel__share-note">
        {persona && persona !== 'visitor'
          ? t(
              'Opens this page with the same data, signed in as this demo account; each visitor gets a fresh copy in their own browser.',
            )
          : t(
              'Opens this page with the same data; each visitor gets a fresh copy in their own browser.',
            )}
        {snapshot
          ? ` ${t('Publish {file} next to the demo for the link to find it.', { file: snapshot })}`
          : ''}
        {!persona ? ` ${t('Only the demo accounts sign in through a link.')}` : ''}
      </p>
    </section>
  )
}
