import { createContext, useContext, useState } from 'react'
import { coupe, type Profile, sedan, sportsSaloon, suv, wagon } from '../../domain/car-profiles'
import { CarArt } from '../art/car-art'
import type { VehicleView } from './vehicle-view'

const PAINTS = [
  'var(--paint-navy)',
  'var(--paint-gold)',
  'var(--paint-burgundy)',
  'var(--paint-silver)',
  'var(--paint-green)',
  'var(--paint-slate)',
]
const STYLES: Profile[] = [sedan, suv, coupe, sportsSaloon, wagon]

/** Where a vehicle's picture is served: the app provides the API's address for an image id (src/ui knows nothing of the API); without a provider the id is used as the address. */
export const VehicleImageSource = createContext<(imageId: string) => string>((imageId) => imageId)

export interface VehicleImageProps {
  vehicle: Pick<VehicleView, 'id' | 'model' | 'image'>
  className?: string
  eager?: boolean
}

/** The vehicle's first picture, or a drawn car picked from its id when there is none or it fails. */
export function VehicleImage({ vehicle, className, eager = false }: VehicleImageProps) {
  const imageId = vehicle.image[0]
  const imageUrl = useContext(VehicleImageSource)
  const [failedId, setFailedId] = useState<string | null>(null)
  if (!imageId || failedId === imageId) {
    const seed = Math.abs(vehicle.id)
    return (
      <CarArt
        className={className}
        title={vehicle.model}
        paint={PAINTS[seed % PAINTS.length]}
        body={STYLES[seed % STYLES.length]}
      />
    )
  }
  return (
    <img
      className={className}
      src={imageUrl(imageId)}
      alt={vehicle.model}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
      onError={() => setFailedId(imageId)}
    />
  )
}
