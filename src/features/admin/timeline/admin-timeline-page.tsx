import './timeline.css'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import dayjs from 'dayjs'
import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLocation } from 'wouter'
import { reservationApi } from '../../../api/app-reservations-api'
import { reservationQueries } from '../../../api/reservation-queries'
import { vehicleQueries } from '../../../api/vehicle-queries'
import { localDateTimeOf, toSent } from '../../../domain/dates'
import { RESERVATION_STATUSES } from '../../../domain/enums'
import type { Reservation } from '../../../domain/reservation'
import { STATUS_LABELS } from '../../../domain/status-labels'
import type { Vehicle } from '../../../domain/vehicle'
import { formatDateTime, formatDateWith, formatTime } from '../../../i18n/format'
import { t, useLocale, useT } from '../../../i18n/i18n'
import { allQueries } from '../../../ui/data/all-queries'
import { LoadingText, LoadView } from '../../../ui/data/load-view'
import { notifyError, notifySuccess } from '../../../ui/notify'
import { UndoBar } from '../bulk/bulk-bar'
import { schedule, usePending } from '../bulk/pending-store'
import { AdminPage } from '../common/admin-page'
import {
  CAR_TAKEN_MESSAGE,
  OWN_TIMES_MESSAGE,
  refusedForOwnTimes,
} from '../reservations/reservation-schemas'
import {
  addHours,
  barBox,
  byCar,
  hoursInto,
  overlaps,
  ROW_HEIGHT,
  rowsInSight,
  shiftDay,
  type TimeWindow,
  windowOf,
  ZOOMS,
  type Zoom,
} from './timeline-layout'

interface Draft {
  id: number
  hours: number
  rows: number
}

const today = () => dayjs().format('YYYY-MM-DD')

function useFleetAndReservations() {
  const cars = useQuery(vehicleQueries.all())
  const reservations = useQuery(reservationQueries.all())
  const data = useMemo(
    () =>
      cars.data && reservations.data
        ? { cars: cars.data, reservations: reservations.data }
        : undefined,
    [cars.data, reservations.data],
  )
  return { ...allQueries([cars, reservations]), data }
}

function useMovedReservations(reservations: readonly Reservation[]) {
  const pending = usePending('timeline')
  return useMemo(() => {
    if (pending.length === 0) return reservations
    const moves = new Map<number, { carId: number; pickUpTime: string; dropOfTime: string }>()
    for (const op of pending) {
      if (op.action.kind === 'move') for (const row of op.rows) moves.set(row.id, op.action)
    }
    return reservations.map((r) => {
      const move = moves.get(r.id)
      return move
        ? {
            ...r,
            car: { ...r.car, id: move.carId },
            pickUpTime: move.pickUpTime,
            dropOfTime: move.dropOfTime,
          }
        : r
    })
  }, [reservations, pending])
}

/** Reservations as bars per car, moved by pointer or keyboard and checked before they are saved. */
export function AdminTimelinePage() {
  const t = useT()
  const loaded = useFleetAndReservations()
  const [zoom, setZoom] = useState<Zoom>('week')
  const [day, setDay] = useState(today)
  const [model, setModel] = useState('')
  const [status, setStatus] = useState('')
  const window = useMemo(() => windowOf(zoom, day), [zoom, day])
  return (
    <AdminPage
      title={t('Fleet timeline')}
      description={t(
        "Every car's reservations over time. Drag a bar, or select it with Space and move it with the arrows.",
      )}
      className="timeline-page"
    >
      <div className="admin-toolbar timeline-toolbar">
        <fieldset className="timeline-zoom">
          <legend className="visually-hidden">{t('Zoom')}</legend>
          {(Object.keys(ZOOMS) as Zoom[]).map((z) => (
            <button
              key={z}
              type="button"
              aria-pressed={zoom === z}
              className={zoom === z ? 'is-on' : undefined}
              onClick={() => setZoom(z)}
            >
              {t(ZOOMS[z].label)}
            </button>
          ))}
        </fieldset>
        <div className="timeline-nav">
          <button
            type="button"
            aria-label={t('Earlier')}
            onClick={() => setDay(shiftDay(zoom, day, -1))}
          >
            <i className="pi pi-chevron-left" aria-hidden="true" />
          </button>
          <button type="button" onClick={() => setDay(today())}>
            {t('Today')}
          </button>
          <button
            type="button"
            aria-label={t('Later')}
            onClick={() => setDay(shiftDay(zoom, day, 1))}
          >
            <i className="pi pi-chevron-right" aria-hidden="true" />
          </button>
          <input
            type="date"
            aria-label={t('Go to day')}
            value={day}
            onChange={(event) => event.target.value && setDay(event.target.value)}
          />
        </div>
        <input
          type="search"
          className="timeline-filter"
          aria-label={t('Filter cars by model')}
          placeholder={t('Filter by model')}
          value={model}
          onChange={(event) => setModel(event.target.value)}
        />
        <select
          aria-label={t('Filter by status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">{t('All statuses')}</option>
          {RESERVATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      <UndoBar resource="timeline" />
      <LoadView
        state={loaded}
        loading={<LoadingText label={t("Loading the fleet's reservations…")} />}
        errorTitle={t("We could not load the fleet's reservations")}
        isEmpty={({ cars }) => cars.length === 0}
      >
        {({ cars, reservations }) => (
          <TimelineGrid
            cars={cars}
            reservations={reservations}
            window={window}
            zoom={zoom}
            model={model}
            status={status}
          />
        )}
      </LoadView>
    </AdminPage>
  )
}

interface GridProps {
  cars: readonly Vehicle[]
  reservations: readonly Reservation[]
  window: TimeWindow
  zoom: Zoom
  model: string
  status: string
}

function TimelineGrid({ cars, reservations, window, zoom, model, status }: GridProps) {
  const t = useT()
  const locale = useLocale()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const moved = useMovedReservations(reservations)
  const rowsOfCar = useMemo(() => byCar(moved), [moved])
  const shown = useMemo(() => {
    const text = model.trim().toLowerCase()
    const list = text ? cars.filter((c) => c.model.toLowerCase().includes(text)) : [...cars]
    return list.sort((a, b) => a.model.localeCompare(b.model) || a.id - b.id)
  }, [cars, model])
  const { pxPerHour, stepHours } = ZOOMS[zoom]
  const width = window.hours * pxPerHour

  const scroller = useRef<HTMLElement>(null)
  // The rows drawn change in steps of a few rows, so most scroll events render nothing.
  const [range, setRange] = useState({ first: 0, last: 0 })
  const measure = useCallback(() => {
    const box = scroller.current
    if (!box) return
    const { first, last } = rowsInSight(box.scrollTop, box.clientHeight, shown.length)
    const next = {
      first: Math.floor(first / CHUNK) * CHUNK,
      last: Math.min(shown.length, Math.ceil(last / CHUNK) * CHUNK),
    }
    setRange((now) => (now.first === next.first && now.last === next.last ? now : next))
  }, [shown.length])
  useEffect(() => {
    const box = scroller.current
    if (!box) return
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [measure])
  const { first, last } = range
  // A new window opens at now when it holds now, else at its start.
  useEffect(() => {
    const box = scroller.current
    if (!box) return
    const at = hoursInto(window, localDateTimeOf(new Date()))
    box.scrollLeft = at > 0 && at < window.hours ? Math.max(0, at * pxPerHour - 48) : 0
  }, [window, pxPerHour])

  const [draft, setDraft] = useState<Draft | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const rowOf = useCallback((carId: number) => shown.findIndex((c) => c.id === carId), [shown])
  const find = (id: number) => moved.find((r) => r.id === id)

  const target = (d: Draft) => {
    const r = find(d.id)
    if (!r) return null
    const row = Math.min(shown.length - 1, Math.max(0, rowOf(r.car.id) + d.rows))
    const car = shown[row]
    if (!car) return null
    return {
      r,
      car,
      row,
      from: addHours(r.pickUpTime, d.hours),
      to: addHours(r.dropOfTime, d.hours),
    }
  }

  const commit = async (d: Draft) => {
    setDraft(null)
    const move = target(d)
    if (!move || (move.car.id === move.r.car.id && d.hours === 0)) return
    const { r, car, from, to } = move
    setRefusal(null)
    setChecking(true)
    try {
      // Production checks only a change of times and counts the reservation against itself, so the app asks first for every move.
      const { isAvailable } = await queryClient.fetchQuery(
        reservationQueries.availability(car.id, from, to),
      )
      if (!isAvailable) {
        const own = car.id === r.car.id && refusedForOwnTimes(r, car.id, from, to)
        setRefusal(own ? OWN_TIMES_MESSAGE : CAR_TAKEN_MESSAGE)
        return
      }
    } catch (error) {
      notifyError(error)
      return
    } finally {
      setChecking(false)
    }
    schedule(
      'timeline',
      { kind: 'move', carId: car.id, pickUpTime: from, dropOfTime: to },
      [r],
      () =>
        t('Reservation #{id} moved to {car}, {at}', {
          id: r.id,
          car: car.model,
          at: formatDateTime(from),
        }),
      [],
      async () => {
        try {
          await reservationApi.updateReservation(r.id, car.id, {
            pickUpTime: toSent(from),
            dropOfTime: toSent(to),
            pickUpLocation: r.pickUpLocation,
            dropOfLocation: r.dropOfLocation,
            status: r.status,
          })
          notifySuccess(t('Reservation #{id} moved', { id: r.id }))
        } catch (error) {
          notifyError(error)
        }
        await queryClient.invalidateQueries({ queryKey: reservationQueries.key })
      },
    )
  }

  const onKey = (event: KeyboardEvent, r: Reservation) => {
    const moving = draft?.id === r.id ? draft : null
    if (!moving) {
      if (event.key === ' ') {
        event.preventDefault()
        setRefusal(null)
        setDraft({ id: r.id, hours: 0, rows: 0 })
      }
      return
    }
    const change: Partial<Record<string, Partial<Draft>>> = {
      ArrowLeft: { hours: moving.hours - stepHours },
      ArrowRight: { hours: moving.hours + stepHours },
      ArrowUp: { rows: moving.rows - 1 },
      ArrowDown: { rows: moving.rows + 1 },
    }
    const next = change[event.key]
    if (next) {
      event.preventDefault()
      setDraft({ ...moving, ...next })
    } else if (event.key === 'Enter') {
      event.preventDefault()
      void commit(moving)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setDraft(null)
    }
  }

  // A pointer drag: the bar follows in steps; a press without a move opens the reservation.
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null)
  const suppressClick = useRef(false)
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, r: Reservation) => {
    if (event.button !== 0) return
    drag.current = { id: r.id, x: event.clientX, y: event.clientY, moved: false }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current
    if (!d) return
    const dx = event.clientX - d.x
    const dy = event.clientY - d.y
    if (!d.moved && Math.abs(dx) < 5 && Math.abs(dy) < 5) return
    d.moved = true
    setDraft({
      id: d.id,
      hours: Math.round(dx / pxPerHour / stepHours) * stepHours,
      rows: Math.round(dy / ROW_HEIGHT),
    })
  }
  const onPointerUp = () => {
    const d = drag.current
    drag.current = null
    if (!d?.moved) return
    suppressClick.current = true
    if (draft) void commit(draft)
  }

  // Each car's bars for this window, filter and language, worked out once when first drawn.
  const barsCache = useMemo(() => {
    void [rowsOfCar, window, zoom, status, locale]
    return new Map<number, readonly Bar[]>()
  }, [rowsOfCar, window, zoom, status, locale])
  const barsOf = (car: Vehicle): readonly Bar[] => {
    const cached = barsCache.get(car.id)
    if (cached) return cached
    const bars = (rowsOfCar.get(car.id) ?? [])
      .filter((r) => overlaps(window, r) && (!status || r.status === status))
      .map((r) => {
        const from = formatDateTime(r.pickUpTime)
        const to = formatDateTime(r.dropOfTime)
        const shownStatus = t(STATUS_LABELS[r.status])
        return {
          r,
          box: barBox(window, zoom, r),
          label: t('Reservation #{id}, {car}, {from} to {to}, {status}', {
            id: r.id,
            car: car.model,
            from,
            to,
            status: shownStatus,
          }),
          title: `#${r.id} · ${from} – ${to} · ${shownStatus}`,
        }
      })
    barsCache.set(car.id, bars)
    return bars
  }
  // The rows keep one set of handlers: the latest render's, read when an event comes.
  const latest = useRef({
    onKey,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    open: (_: number) => {},
  })
  latest.current = {
    onKey,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    open: (id: number) => {
      if (suppressClick.current) {
        suppressClick.current = false
        return
      }
      if (!draft) navigate(`/admin/reservations/${id}`)
    },
  }
  const handlers = useMemo<RowHandlers>(
    () => ({
      onKey: (event, r) => latest.current.onKey(event, r),
      onPointerDown: (event, r) => latest.current.onPointerDown(event, r),
      onPointerMove: (event) => latest.current.onPointerMove(event),
      onPointerUp: () => latest.current.onPointerUp(),
      open: (id) => latest.current.open(id),
    }),
    [],
  )

  const ghost = draft ? target(draft) : null
  const now = localDateTimeOf(new Date())
  const nowAt = hoursInto(window, now)
  return (
    <>
      <p className="timeline-status" aria-live="polite">
        {checking ? t('Checking the car’s availability…') : null}
        {draft && !checking
          ? t('Moving reservation #{id}: arrows move it, Enter saves, Escape cancels.', {
              id: draft.id,
            })
          : null}
      </p>
      {refusal ? (
        <p className="timeline-refusal" role="alert">
          <i className="pi pi-times-circle" aria-hidden="true" /> {t(refusal)}
        </p>
      ) : null}
      <section
        ref={scroller}
        className="timeline"
        aria-label={t('Timeline')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls by keyboard too
        tabIndex={0}
        onScroll={measure}
      >
        <div className="timeline__head" style={{ width: width + 176 }}>
          <div className="timeline__corner">
            {t('{count, plural, one {# car} other {# cars}}', { count: shown.length })}
          </div>
          <Ticks window={window} zoom={zoom} />
        </div>
        <div
          className="timeline__body"
          style={{ height: shown.length * ROW_HEIGHT, width: width + 176 }}
        >
          {nowAt >= 0 && nowAt <= window.hours ? (
            <div
              className="timeline__today"
              style={{ left: 176 + nowAt * pxPerHour }}
              title={t('Now')}
            />
          ) : null}
          {shown.slice(first, last).map((car, offset) => {
            const row = first + offset
            const ghostHere = ghost && ghost.row === row ? ghost : null
            return (
              <TimelineRow
                key={car.id}
                car={car}
                top={row * ROW_HEIGHT}
                width={width}
                bars={barsOf(car)}
                movingId={draft?.id ?? null}
                ghost={
                  ghostHere
                    ? {
                        id: ghostHere.r.id,
                        box: barBox(window, zoom, {
                          pickUpTime: ghostHere.from,
                          dropOfTime: ghostHere.to,
                        }),
                      }
                    : null
                }
                handlers={handlers}
              />
            )
          })}
        </div>
      </section>
    </>
  )
}

const CHUNK = 8

interface Bar {
  r: Reservation
  box: { left: number; width: number }
  label: string
  title: string
}

interface RowHandlers {
  onKey: (event: KeyboardEvent, r: Reservation) => void
  onPointerDown: (event: PointerEvent<HTMLButtonElement>, r: Reservation) => void
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void
  onPointerUp: () => void
  open: (id: number) => void
}

interface RowProps {
  car: Vehicle
  top: number
  width: number
  bars: readonly Bar[]
  movingId: number | null
  ghost: { id: number; box: { left: number; width: number } } | null
  handlers: RowHandlers
}

const TimelineRow = memo(
  function TimelineRow({ car, top, width, bars, movingId, ghost, handlers }: RowProps) {
    return (
      <div className="timeline__row" style={{ top }}>
        <div className="timeline__car" title={car.model}>
          {car.model}
        </div>
        <div className="timeline__track" style={{ width }}>
          {bars.map(({ r, box, label, title }) => {
            const moving = movingId === r.id
            return (
              <button
                key={r.id}
                type="button"
                className={`timeline__bar timeline__bar--${r.status.toLowerCase()}${moving ? ' is-moving' : ''}`}
                style={{ left: box.left, width: box.width }}
                aria-label={label}
                aria-pressed={moving}
                title={title}
                onKeyDown={(event) => handlers.onKey(event, r)}
                onPointerDown={(event) => handlers.onPointerDown(event, r)}
                onPointerMove={handlers.onPointerMove}
                onPointerUp={handlers.onPointerUp}
                onClick={() => handlers.open(r.id)}
              >
                #{r.id}
              </button>
            )
          })}
          {ghost ? (
            <div className="timeline__ghost" aria-hidden="true" style={ghost.box}>
              #{ghost.id}
            </div>
          ) : null}
        </div>
      </div>
    )
  },
  // A move in another row leaves this one as it is.
  (a, b) =>
    a.car === b.car &&
    a.top === b.top &&
    a.width === b.width &&
    a.bars === b.bars &&
    a.ghost?.id === b.ghost?.id &&
    a.ghost?.box.left === b.ghost?.box.left &&
    a.ghost?.box.width === b.ghost?.box.width &&
    a.bars.some((bar) => bar.r.id === a.movingId) === b.bars.some((bar) => bar.r.id === b.movingId),
)

/** A day of the week view: "Mon 5" in English; each language orders its day and weekday. */
const weekTick = (at: dayjs.Dayjs) =>
  t('{weekday} {day}', {
    weekday: formatDateWith(at, { weekday: 'short' }),
    day: formatDateWith(at, { day: 'numeric' }),
  })

const Ticks = memo(function Ticks({ window, zoom }: { window: TimeWindow; zoom: Zoom }) {
  // The hours and days are written in the language in use, so a switch writes them again.
  useLocale()
  const { pxPerHour } = ZOOMS[zoom]
  const every = zoom === 'day' ? 1 : 24
  const start = dayjs(window.start)
  const ticks = []
  for (let h = 0; h < window.hours; h += every) {
    const at = start.add(h, 'hour')
    ticks.push(
      <span
        key={h}
        className="timeline__tick"
        style={{ left: h * pxPerHour, width: every * pxPerHour }}
      >
        {zoom === 'day'
          ? formatTime(at)
          : zoom === 'week'
            ? weekTick(at)
            : formatDateWith(at, { day: 'numeric' })}
      </span>,
    )
  }
  return (
    <div className="timeline__ticks" style={{ width: window.hours * pxPerHour }}>
      {ticks}
    </div>
  )
})
