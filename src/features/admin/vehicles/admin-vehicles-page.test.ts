import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { testVehicle } from '../../../test/vehicle'
import { vehicleSearchText } from './admin-vehicles-page'

afterEach(async () => {
  await activateLocale('en')
})

describe("the vehicle list's search text", () => {
  it('holds the English labels and the Turkish ones when the admin reads Turkish', async () => {
    await activateLocale('tr')
    const text = vehicleSearchText(
      testVehicle({ model: 'Fiat Egea', transmission: 'Manuel', fuelType: 'Gasoline' }),
    )
    expect(text).toContain('Fiat Egea')
    // English reads 'Manual' where the API writes 'Manuel'.
    expect(text).toContain('Manual')
    expect(text).toContain('Gasoline')
    expect(text).toContain('Benzin')
  })

  it('holds the Spanish labels when the admin reads Spanish', async () => {
    await activateLocale('es')
    const text = vehicleSearchText(testVehicle({ transmission: 'Automatic', fuelType: 'Diesel' }))
    expect(text).toContain('Automático')
    expect(text).toContain('Automatic')
    expect(text).toContain('Diésel')
  })
})
