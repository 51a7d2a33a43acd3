// Until the admin reservation page moves to saveForm.
export { showSaveFailure } from './save-form'
