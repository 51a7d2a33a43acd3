import type { BodyStyle } from '../src/domain/car-profiles'
import type { FuelType, Transmission } from '../src/domain/enums'

/** A model the fleet can hold; the seed picks paint, age and small price differences. */
export interface CatalogModel {
  model: string
  body: BodyStyle
  fuel: FuelType
  transmission: Transmission
  doors: number
  seats: number
  luggage: number
  price: number
  airConditioning: boolean
}

const m = (
  model: string,
  body: BodyStyle,
  fuel: FuelType,
  transmission: Transmission,
  doors: number,
  seats: number,
  luggage: number,
  price: number,
  airConditioning = true,
): CatalogModel => ({
  model,
  body,
  fuel,
  transmission,
  doors,
  seats,
  luggage,
  price,
  airConditioning,
})

// Every fuel type and transmission appears; the first four become the built-in vehicles.
export const CATALOG: readonly CatalogModel[] = [
  m('Mercedes-Benz S 580', 'sedan', 'Gasoline', 'Automatic', 4, 5, 550, 95),
  m('Porsche Taycan 4S', 'sports-saloon', 'Electricity', 'Automatic', 4, 4, 407, 110),
  m('BMW X5 xDrive45e', 'suv', 'Hybrid', 'Tiptronic', 5, 5, 500, 78),
  m('Audi A6 Avant 40 TDI', 'wagon', 'Diesel', 'Manuel', 5, 5, 565, 52),
  m('Toyota Mirai Limited', 'sedan', 'Hydrogen', 'Automatic', 4, 5, 272, 48),
  m('BMW iX5 Hydrogen', 'suv', 'Hydrogen', 'Automatic', 5, 5, 480, 88),
  m('Audi A5 Sportback g-tron', 'sports-saloon', 'CNG', 'Tiptronic', 5, 5, 480, 44),
  m('Mercedes-Benz E 200 NGT', 'sedan', 'CNG', 'Automatic', 4, 5, 540, 46),
  m('Volvo V70 Bi-Fuel', 'wagon', 'LPG', 'Manuel', 5, 5, 575, 36),
  m('BMW 320i Autogas', 'sedan', 'LPG', 'Manuel', 4, 5, 480, 38),
  m('Porsche 911 Carrera S', 'rear-engine-coupe', 'Gasoline', 'Tiptronic', 2, 4, 132, 125),
  m('Porsche 718 Cayman GTS', 'mid-engine-coupe', 'Gasoline', 'Manuel', 2, 2, 270, 98),
  m('BMW M4 Competition', 'coupe', 'Gasoline', 'Automatic', 2, 4, 440, 90),
  m('Mercedes-AMG GT 63', 'sports-saloon', 'Gasoline', 'Automatic', 4, 4, 456, 130),
  m('Audi RS e-tron GT', 'sports-saloon', 'Electricity', 'Automatic', 4, 5, 405, 115),
  m('BMW i7 xDrive60', 'sedan', 'Electricity', 'Automatic', 4, 5, 500, 120),
  m('Mercedes-Benz EQS 580', 'sports-saloon', 'Electricity', 'Automatic', 4, 5, 610, 112),
  m('Lucid Air Grand Touring', 'sports-saloon', 'Electricity', 'Automatic', 4, 5, 456, 105),
  m('Polestar 2 Long Range', 'hatchback', 'Electricity', 'Automatic', 5, 5, 405, 55),
  m('Range Rover Autobiography', 'suv', 'Hybrid', 'Automatic', 5, 5, 818, 125),
  m('Porsche Cayenne E-Hybrid', 'suv', 'Hybrid', 'Tiptronic', 5, 5, 645, 96),
  m('Lexus LS 500h', 'sedan', 'Hybrid', 'Automatic', 4, 5, 440, 74),
  m('Volvo XC90 Recharge', 'suv', 'Hybrid', 'Automatic', 5, 7, 680, 70),
  m('Lexus RX 450h+', 'suv', 'Hybrid', 'Automatic', 5, 5, 612, 64),
  m('Mercedes-Benz GLE 350 d', 'suv', 'Diesel', 'Automatic', 5, 5, 630, 72),
  m('BMW 530d Touring', 'wagon', 'Diesel', 'Tiptronic', 5, 5, 570, 60),
  m('Audi Q7 50 TDI', 'suv', 'Diesel', 'Tiptronic', 5, 7, 865, 76),
  m('Volvo V90 B5 Diesel', 'wagon', 'Diesel', 'Manuel', 5, 5, 560, 50),
  m('Mercedes-Benz V 300 d', 'van', 'Diesel', 'Automatic', 5, 7, 1030, 68),
  m('BMW M8 Convertible', 'convertible', 'Gasoline', 'Automatic', 2, 4, 350, 140),
  m('Porsche 911 Targa 4S', 'convertible', 'Gasoline', 'Tiptronic', 2, 4, 132, 135),
  m('Mercedes-Benz SL 55 AMG', 'convertible', 'Gasoline', 'Automatic', 2, 4, 240, 128),
  m('Audi RS 3 Sportback', 'hatchback', 'Gasoline', 'Tiptronic', 5, 5, 282, 58),
  m('BMW M135i xDrive', 'hatchback', 'Gasoline', 'Manuel', 5, 5, 380, 49),
  m('Mini Cooper S Electric', 'hatchback', 'Electricity', 'Automatic', 3, 4, 211, 42),
  m('Bentley Bentayga Hybrid', 'suv', 'Hybrid', 'Automatic', 5, 5, 484, 160),
  m('Rolls-Royce Ghost', 'sedan', 'Gasoline', 'Automatic', 4, 5, 507, 210),
  m('Maserati Grecale Folgore', 'suv', 'Electricity', 'Automatic', 5, 5, 535, 92),
  // A stripped-back track roadster: no roof to speak of, and no air conditioning.
  m('Caterham Seven 420', 'roadster', 'Gasoline', 'Manuel', 0, 2, 120, 70, false),
  m('Mercedes-Benz EQV 300', 'van', 'Electricity', 'Automatic', 5, 7, 1030, 74),
]

export const PICKUP_LOCATIONS = [
  'JFK Airport Terminal 4',
  'LaGuardia Airport',
  'Newark Airport',
  'Manhattan, Park Avenue',
  'Brooklyn Heights',
  'Grand Central Terminal',
  'Hudson Yards',
  'Hoboken Station',
] as const
