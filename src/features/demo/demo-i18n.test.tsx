import { act, render, screen } from '@testing-library/react'
import { activateLocale, loadMessages } from '../../i18n/i18n'
import type { DemoControl } from './demo-control'
import { FailureBanner } from './failure-banner'
import { failureLabel } from './failure-labels'
import { recordingState } from './panel/recording-block'
import { loadedNotice } from './panel/snapshots-tab'

/** The part of a control the banner reads: one failure on, one family routed. */
const control = {
  failures: () => ({ fleet: 'slow:1500:once' }),
  routes: () => ({ auth: 'real', booking: 'twin' }),
  clearFailures: () => undefined,
  clearRoutes: () => undefined,
} as unknown as DemoControl

beforeAll(() => loadMessages('demo'))
afterEach(() => activateLocale('en'))

describe('the demo bar in another language', () => {
  it('shows the banner in Spanish, and again in English after a switch back', async () => {
    await activateLocale('es')
    render(<FailureBanner control={control} />)
    expect(screen.getByRole('status', { name: 'Fallos a demanda' })).toHaveTextContent(
      'Fallos activos: fleet — Lenta, 1,5 s (siguiente llamada)',
    )
    expect(screen.getByRole('status', { name: 'Backend real' })).toHaveTextContent(
      'Fuera del gemelo: auth — backend real',
    )
    await act(() => activateLocale('en'))
    expect(screen.getByRole('button', { name: 'Back to normal' })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Failures on demand' })).toHaveTextContent(
      'Failures on: fleet — Slow, 1.5 s (next call)',
    )
  })

  it('writes counts and plurals as each language does', async () => {
    await activateLocale('es')
    expect(failureLabel('fail-then-ok:1')).toBe('Falla y luego funciona (1 llamada más)')
    expect(recordingState({ on: false, seen: 1200 })).toBe('Detenido: 1200 registros grabados.')
    expect(loadedNotice(1)).toBe(
      'Instantánea cargada: sus viajes se han adelantado 1 día, los que han pasado desde que se guardó.',
    )
    await activateLocale('tr')
    expect(recordingState({ on: true, seen: 12000 })).toBe(
      'Kaydediliyor: şimdiye dek 12.000 kayıt görüldü.',
    )
    expect(failureLabel('rate:0.25')).toBe('Rastgele hata (çağrıların %25 kadarı)')
  })
})
