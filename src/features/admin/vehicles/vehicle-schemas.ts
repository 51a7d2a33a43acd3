import type { VehicleSave } from '../../../api/vehicle-mutations'
import { FUEL_TYPE_LABELS, TRANSMISSION_LABELS } from '../../../domain/enum-labels'
import { FUEL_TYPES, TRANSMISSIONS } from '../../../domain/enums'
import {
  MAX_UPLOAD_BYTES,
  type Vehicle,
  type VehicleInput,
  VehicleInputSchema,
} from '../../../domain/vehicle'
import { formFieldsOf } from '../../../domain/with-messages'
import * as z from '../../../domain/zod'
import { msg } from '../../../i18n/msg'
import { transmissionLabel } from '../../../ui/vehicle/vehicle-labels'
import { refusedByBytes } from './picture-bytes'

// The vehicle forms' words (docs/product.md section 5, verbatim, typos included); the server's limits it gives no words for are told plainly. Each is marked with msg() and shown translated by the form's fields.

export const IMAGE_REQUIRED = msg('Please select an image')
export const IMAGE_NOT_AN_IMAGE = msg('Please choose a picture file (JPEG, PNG, WebP or GIF)')
export const IMAGE_TOO_LARGE = msg('The picture must be 2 MB or smaller')
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

// The value sent stays the API's ('Manuel'); the label is what people read ('Manual'), a message the form's fields show translated.
export const TRANSMISSION_OPTIONS = TRANSMISSIONS.map((value) => ({
  label: TRANSMISSION_LABELS[value],
  value,
}))
export const FUEL_TYPE_OPTIONS = FUEL_TYPES.map((value) => ({
  label: FUEL_TYPE_LABELS[value],
  value,
}))
const VehicleFieldsSchema = formFieldsOf(VehicleInputSchema, {
  model: {
    required: msg('Please enter the model'),
    tooLong: msg('The model must be at most 30 characters'),
  },
  doors: {
    required: msg('Please enter number of doors'),
    tooShort: msg('Doors can not be negative'),
    tooLong: msg('A car has at most 10 doors'),
    invalid: msg('Please enter a whole number of doors'),
  },
  seats: {
    required: msg('Please enter number of seats'),
    tooShort: msg('A car has at least 1 seat'),
    tooLong: msg('A car has at most 60 seats'),
    invalid: msg('Please enter a whole number of seats'),
  },
  luggage: {
    required: msg('Please enter luggage capacity'),
    tooShort: msg('Luggage can not be negative'),
    tooLong: msg('Luggage must be at most 5000 lt'),
  },
  transmission: { required: msg('Please enter type of transmission') },
  airConditioning: { required: msg('Please enter whether air conditioning is exist') },
  fuelType: { required: msg('Please enter type of fuel') },
  age: {
    required: msg('Please enter type age'),
    tooShort: msg('Age can not be negative'),
    tooLong: msg('Age must be at most 100'),
    invalid: msg('Please enter a whole number of years'),
  },
  pricePerHour: {
    required: msg('Please enter price per hour'),
    tooShort: msg('The price must be greater than 0'),
    tooLong: msg('The price must be at most 100000'),
  },
})

/** Why a chosen file cannot be the picture, or null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_NOT_AN_IMAGE
  if (refusedByBytes(file)) return IMAGE_NOT_AN_IMAGE
  if (file.size > MAX_UPLOAD_BYTES) return IMAGE_TOO_LARGE
  return null
}

const imageField = z.custom<File | null>().superRefine((file, ctx) => {
  const problem = file ? imageProblem(file) : null
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

/** Both vehicle forms: the payload's fields, a newly chosen picture (`image`), and the id of the picture the vehicle has (`imageId`, empty on create). */
export const VehicleFormSchema = VehicleFieldsSchema.extend({
  image: imageField,
  imageId: z.string(),
}).refine((values) => !!values.image || !!values.imageId, {
  path: ['image'],
  message: IMAGE_REQUIRED,
  when: (payload) => {
    const v = payload.value as { image?: unknown } | undefined
    return v?.image === null || v?.image === undefined || v.image instanceof Blob
  },
})
export type VehicleFormValues = z.input<typeof VehicleFormSchema>

export const emptyVehicleValues: VehicleFormValues = {
  model: '',
  doors: null as unknown as number,
  seats: null as unknown as number,
  luggage: null as unknown as number,
  transmission: null as unknown as VehicleInput['transmission'],
  airConditioning: true,
  fuelType: null as unknown as VehicleInput['fuelType'],
  age: null as unknown as number,
  pricePerHour: null as unknown as number,
  image: null,
  imageId: '',
}

/** A stored value by the label people read; text the form does not offer is left to be chosen again. */
function offered<T extends string>(options: readonly T[], value: string, label = (v: string) => v) {
  return (options.find((option) => label(option) === label(value)) ?? null) as T
}

/** Whether a stored transmission or fuel text is none the form's options stand for. */
export const notOffered = (options: ReadonlyArray<{ value: string }>, value: string) =>
  offered(
    options.map((o) => o.value),
    value,
    options === TRANSMISSION_OPTIONS ? transmissionLabel : undefined,
  ) === null

export const vehicleEditValues = (vehicle: Vehicle): VehicleFormValues => ({
  model: vehicle.model,
  doors: vehicle.doors,
  seats: vehicle.seats,
  luggage: vehicle.luggage,
  transmission: offered(TRANSMISSIONS, vehicle.transmission, transmissionLabel),
  airConditioning: vehicle.airConditioning,
  fuelType: offered(FUEL_TYPES, vehicle.fuelType),
  age: vehicle.age,
  pricePerHour: vehicle.pricePerHour,
  image: null,
  imageId: vehicle.image[0] ?? '',
})

/** The payload of the create and update calls: the vehicle's fields, no picture. */
export function toVehicleInput(values: VehicleFormValues): VehicleInput {
  const { image: _image, imageId: _imageId, ...fields } = VehicleFormSchema.parse(values)
  return fields
}

/** What the create and update mutations take: the payload and the picture, new or kept. */
export const toVehicleSave = (values: VehicleFormValues): VehicleSave => ({
  input: toVehicleInput(values),
  picture: values.image ?? null,
  imageId: values.imageId,
})
