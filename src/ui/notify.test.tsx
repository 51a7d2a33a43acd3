import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NETWORK_ERROR_MESSAGE } from '../domain/connection'
import { activateLocale } from '../i18n/i18n'
import { Notifications, notifyError, notifySuccess } from './notify'

afterEach(async () => {
  await activateLocale('en')
})

describe('notifications', () => {
  it("show the app's messages in the language in use and the server's as they came", async () => {
    await activateLocale('es')
    render(<Notifications />)
    notifyError(new Error(NETWORK_ERROR_MESSAGE))
    notifyError(new Error('Reservation 12 was already canceled'))
    notifySuccess('Try again')
    expect(
      await screen.findByText(
        'No se ha podido conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('Reservation 12 was already canceled')).toBeInTheDocument()
    expect(await screen.findByText('Reintentar')).toBeInTheDocument()
  })

  it('show English as written', async () => {
    render(<Notifications />)
    notifyError(null)
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
  })
})
