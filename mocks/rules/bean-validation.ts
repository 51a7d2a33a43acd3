/** Production's bean validation (`@Valid` bodies) as Spring reports it with `include-binding-errors: always`: a 400 whose `errors` are Spring field errors. */

type Constraint =
  | { code: 'NotNull'; message: string }
  | { code: 'Size'; min?: number; max?: number; message?: string }
  | { code: 'Pattern'; regexp: string; message: string }
  | { code: 'Email'; message: string }

interface FieldRule {
  type: 'java.lang.String' | 'java.lang.Integer' | 'java.lang.Double' | 'java.lang.Boolean'
  constraints: Constraint[]
}

export interface SpringFieldError {
  field: string
  rejectedValue: unknown
  defaultMessage: string
  objectName: string
  code: string
  codes: string[]
  arguments: unknown[]
  bindingFailure: boolean
}

const INT_MAX = 2147483647
const PHONE_REGEXP = '^((\\(\\d{3}\\))|\\d{3})[- .]?\\d{3}[- .]?\\d{4}$'

const text = (...constraints: Constraint[]): FieldRule => ({
  type: 'java.lang.String',
  constraints,
})
const required = (type: FieldRule['type'], message: string): FieldRule => ({
  type,
  constraints: [{ code: 'NotNull', message }],
})
const notNull = (message: string): Constraint => ({ code: 'NotNull', message })

const names = {
  firstName: text({ code: 'Size', max: 15 }, notNull('Please enter your first name')),
  lastName: text({ code: 'Size', max: 15 }, notNull('Please enter your last name')),
}
const contact = {
  phoneNumber: text(
    { code: 'Pattern', regexp: PHONE_REGEXP, message: 'Please enter valid phone number' },
    { code: 'Size', min: 14, max: 14, message: 'Phone number should be exact 10 characters' },
    notNull('Please enter your phone number'),
  ),
  email: text(
    { code: 'Email', message: 'Please enter valid email' },
    { code: 'Size', min: 5, max: 150 },
    notNull('Please enter your email'),
  ),
  address: text({ code: 'Size', max: 250 }, notNull('Please enter your address')),
  zipCode: text({ code: 'Size', max: 15 }, notNull('Please enter your zip code')),
}
const passwordSize: Constraint = {
  code: 'Size',
  min: 4,
  max: 60,
  message: 'Please enter min 4 characters',
}
const tooLong: Constraint = { code: 'Size', max: 30, message: 'Size is exceeded' }

/** The validated classes by the object name Spring reports (the parameter's class, camel-cased). */
export const BEANS = {
  user: {
    ...names,
    password: text(passwordSize, notNull('Please enter your password')),
    ...contact,
  },
  userDTO: { ...names, ...contact },
  adminDTO: { ...names, password: text(passwordSize), ...contact },
  car: {
    model: text(tooLong, notNull('Please enter the car model')),
    doors: required('java.lang.Integer', 'Please enter the car doors'),
    seats: required('java.lang.Integer', 'Please enter the car seats'),
    luggage: required('java.lang.Integer', 'Please enter the car luggage'),
    transmission: text(tooLong, notNull('Please enter the car transmission')),
    airConditioning: required('java.lang.Boolean', 'Please enter the car air conditioning'),
    age: required('java.lang.Integer', 'Please enter the car age'),
    pricePerHour: required('java.lang.Double', 'Please enter price per hour of the car'),
    fuelType: text(tooLong, notNull('Please enter the car fuel type')),
  },
  reservation: {
    pickUpTime: text(notNull('Please enter the pick up time of the reservation')),
    dropOfTime: text(notNull('Please enter the drop up time of the reservation')),
    pickUpLocation: text(notNull('Please enter the pick up location of the reservation')),
    dropOfLocation: text(notNull('Please enter the drop of location of the reservation')),
  },
  // Not validated by production (a plain map); the mock's own checks report in the same shape.
  userMap: {},
} satisfies Record<string, Record<string, FieldRule>>

export type BeanName = keyof typeof BEANS

/** Spring's wrapper for a string argument (a ResolvableAttribute as Jackson writes it). */
const resolvable = (value: string) => ({ codes: [value], arguments: null, defaultMessage: value })

function violated(constraint: Constraint, value: unknown): boolean {
  if (constraint.code === 'NotNull') return value === undefined || value === null
  // Every other constraint passes a null, as Hibernate Validator's do.
  if (typeof value !== 'string') return false
  if (constraint.code === 'Size') {
    const length = [...value].length
    return length < (constraint.min ?? 0) || length > (constraint.max ?? INT_MAX)
  }
  if (constraint.code === 'Pattern') return !new RegExp(constraint.regexp).test(value)
  return value !== '' && !/^[^@\s]+@[^@\s]*[^@\s.]$/.test(value)
}

function defaultMessage(constraint: Constraint): string {
  if (constraint.message) return constraint.message
  // Spring's (Hibernate Validator's) defaults for an annotation without a message.
  if (constraint.code === 'Size') {
    return `size must be between ${constraint.min ?? 0} and ${constraint.max ?? INT_MAX}`
  }
  return 'must not be null'
}

function constraintArguments(constraint: Constraint): unknown[] {
  // Spring lists the annotation's attributes by name: Size's max then min, Pattern's flags then regexp.
  if (constraint.code === 'Size') return [constraint.max ?? INT_MAX, constraint.min ?? 0]
  if (constraint.code === 'Pattern') return [[], resolvable(constraint.regexp)]
  if (constraint.code === 'Email') return [[], resolvable('.*')]
  return []
}

/** One Spring field error; `code` is the annotation's name or Spring's `typeMismatch`. */
export function fieldError(
  objectName: string,
  field: string,
  type: string,
  code: string,
  message: string,
  rejectedValue: unknown,
  extra: unknown[] = [],
): SpringFieldError {
  return {
    field,
    rejectedValue: rejectedValue ?? null,
    defaultMessage: message,
    objectName,
    code,
    codes: [`${code}.${objectName}.${field}`, `${code}.${field}`, `${code}.${type}`, code],
    arguments: [
      {
        codes: [`${objectName}.${field}`, field],
        arguments: null,
        defaultMessage: field,
        code: field,
      },
      ...extra,
    ],
    bindingFailure: code === 'typeMismatch',
  }
}

/** Production's own checks of a body: every annotation of every field, as Hibernate runs them. */
export function beanErrors(objectName: BeanName, body: unknown): SpringFieldError[] {
  const values = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const errors: SpringFieldError[] = []
  for (const [field, rule] of Object.entries(BEANS[objectName] as Record<string, FieldRule>)) {
    for (const constraint of rule.constraints) {
      if (!violated(constraint, values[field])) continue
      errors.push(
        fieldError(
          objectName,
          field,
          rule.type,
          constraint.code,
          defaultMessage(constraint),
          values[field],
          constraintArguments(constraint),
        ),
      )
    }
  }
  return errors
}
