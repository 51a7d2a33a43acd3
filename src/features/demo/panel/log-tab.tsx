import { useId, useState } from 'react'
import { API_BASE_PATH } from '../../../domain/api-base'
import { formatCount, formatDateWith } from '../../../i18n/format'
import { useT } from '../../../i18n/i18n'
import { msg } from '../../../i18n/msg'
import type { DemoControl, LoggedCall } from '../demo-control'
import { useControlChanges } from '../use-demo-control'
import { download } from './download'
import {
  filterCalls,
  readableBody,
  STATUS_CLASSES,
  type StatusClass,
  statusClassOf,
} from './log-filter'
import './log-tab.css'

const CLOCK = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const

/** The local time of a call to the millisecond, "14:30:05.042" (the milliseconds are no part of a wall-clock reading, so they are added). */
const timeOf = (iso: string) => {
  const at = new Date(iso)
  return `${formatDateWith(at, CLOCK)}.${String(at.getMilliseconds()).padStart(3, '0')}`
}

const shortPath = (path: string) =>
  path.startsWith(`${API_BASE_PATH}/`) ? path.slice(API_BASE_PATH.length) : path

const SIDES: Record<NonNullable<LoggedCall['side']>, string> = {
  real: msg('real backend'),
  'twin-fallback': msg('twin (real failed)'),
  failure: msg('failure on demand'),
}

/** The calls this tab's embedded backend handled, newest first; a call a real backend answered says so, and one that broke the contract carries the rule it broke. */
export function LogTab({ control }: { control: DemoControl }) {
  const t = useT()
  useControlChanges(control)
  const [statusClass, setStatusClass] = useState<StatusClass>('all')
  const [text, setText] = useState('')
  const [openId, setOpenId] = useState<number>()
  const all = control.log()
  const shown = filterCalls(all, statusClass, text)
  const ids = useId()
  const broken = all.filter((call) => call.contract?.kind === 'mismatch').length

  return (
    <div className="log-tab">
      <div className="log-tab__tools">
        <label className="log-tab__field">
          <span>{t('Status')}</span>
          <select
            value={statusClass}
            onChange={(event) => setStatusClass(event.target.value as StatusClass)}
          >
            {STATUS_CLASSES.map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.label)}
              </option>
            ))}
          </select>
        </label>
        <label className="log-tab__field log-tab__search">
          <span>{t('Path contains')}</span>
          <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button
          type="button"
          className="p-button p-component p-button-sm p-button-outlined log-tab__clear"
          disabled={all.length === 0}
          onClick={() => {
            control.clearLog()
            setOpenId(undefined)
          }}
        >
          {t('Clear')}
        </button>
        <button
          type="button"
          className="p-button p-component p-button-sm p-button-outlined log-tab__har"
          disabled={all.length === 0}
          onClick={async () => {
            const { fileName, text } = await control.har()
            download(fileName, text)
          }}
        >
          {t('Download HAR')}
        </button>
      </div>
      <p className="log-tab__count" aria-live="polite">
        {all.length === 0
          ? t('No calls yet: use the app and they appear here. This tab logs its own calls only.')
          : t('{shown} of {all} calls (the last 300 of this tab)', {
              shown: formatCount(shown.length),
              all: formatCount(all.length),
            })}
        {broken > 0
          ? ` ${t('{broken, plural, one {One response breaks} other {# responses break}} the contract.', { broken })}`
          : ''}
      </p>
      <ul className="log-tab__list" aria-label={t('Calls, newest first')}>
        {shown.map((call) => (
          <LogRow
            key={call.id}
            call={call}
            open={openId === call.id}
            detailsId={`${ids}-${call.id}`}
            onToggle={() => setOpenId(openId === call.id ? undefined : call.id)}
          />
        ))}
      </ul>
    </div>
  )
}

function LogRow(props: {
  call: LoggedCall
  open: boolean
  detailsId: string
  onToggle: () => void
}) {
  const t = useT()
  const { call, open, detailsId, onToggle } = props
  const status = call.status === 0 ? t('failed') : String(call.status)
  return (
    <li className="log-tab__item">
      <button
        type="button"
        className="log-tab__row"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onClick={onToggle}
      >
        <span className={`log-tab__status is-${statusClassOf(call.status)}`}>{status}</span>
        <span className="log-tab__method">{call.method}</span>
        <span className="log-tab__path">{shortPath(call.path)}</span>
        <span className="log-tab__meta">
          {timeOf(call.time)} · {t('{duration} ms', { duration: formatCount(call.durationMs) })}
          {call.side ? <span className="log-tab__side"> · {t(SIDES[call.side])}</span> : null}
          {call.contract ? (
            <span className={`log-tab__contract is-${call.contract.kind}`}>
              {call.contract.kind === 'mismatch'
                ? t('Breaks the contract')
                : t('Not in the contract')}
            </span>
          ) : null}
        </span>
      </button>
      {open ? (
        <div id={detailsId} className="log-tab__details">
          <p className="log-tab__full">
            {call.method} {call.path}
          </p>
          {call.contract ? (
            <div className="log-tab__drift">
              <h3 className="log-tab__heading">
                {call.contract.interaction
                  ? t('Contract: held to "{interaction}"', {
                      interaction: call.contract.interaction,
                    })
                  : t('Contract: no interaction covers this call')}
              </h3>
              <ul>
                {call.contract.failed.map((failure) => (
                  <li key={failure}>{failure}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <h3 className="log-tab__heading">{t('Request body')}</h3>
          <pre className="log-tab__body">{readableBody(call.requestBody)}</pre>
          <h3 className="log-tab__heading">{t('Response body')}</h3>
          <pre className="log-tab__body">
            {call.status === 0
              ? t('(no response: the connection was dropped)')
              : readableBody(call.responseBody)}
          </pre>
        </div>
      ) : null}
    </li>
  )
}
