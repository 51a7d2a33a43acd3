import { createContext, useContext, useState } from 'react'
import { CarArt } from '../art/car-art'
import type { CarStyle } from '../art/car-shapes'
import type { VehicleView } from './vehicle-view'

const PAINTS = ['#1b2540', '#c8963e', '#8a1c2b', '#dfe3ec', '#2f5d50', '#3a4463']
const STYLES: CarStyle[] = ['sedan', 'suv', 'coupe']

/**
 * Where a vehicle's picture is served: the app provides the API's address for an image id
 * (src/ui knows nothing of the API); without a provider the id is used as the address.
 */
export const VehicleImageSource = createContext<(imageId: string) => string>((imageId) => imageId)

export interface VehicleImageProps {
  vehicle: Pick<VehicleView, 'id' | 'model' | 'image'>
  className?: string
  /** The details page shows its picture at once; grids load theirs lazily. */
  eager?: boolean
}

/**
 * The vehicle's first picture from the backend; when there is none, or it fails to load,
 * a drawn car (colour and body picked from the id, so it stays the same) takes its place.
 */
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
        style={STYLES[seed % STYLES.length]}
      />
    )
  }
  return (
    <img
      className={className}
      src={imageUrl(imageId)}
      alt={vehicle.model}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedId(imageId)}
    />
  )
}
