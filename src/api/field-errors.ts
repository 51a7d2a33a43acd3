// Until the admin reservation page moves to saveForm.
export * from '../domain/field-errors'
