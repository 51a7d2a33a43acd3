import { Form, Formik } from 'formik'
import { isOffline, NETWORK_ERROR_MESSAGE } from '../../domain/connection'
import { useT } from '../../i18n/i18n'
import { saveForm } from '../../ui/form/save-form'
import { SubmitButton } from '../../ui/form/submit-button'
import { TextField } from '../../ui/form/text-field'
import { TextareaField } from '../../ui/form/textarea-field'
import { zodFormikValidate } from '../../ui/form/zod-formik'
import {
  CONTACT_SEND_DELAY_MS,
  ContactFormSchema,
  type ContactFormValues,
  emptyContactValues,
} from './contact-schema'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The send is simulated, but no message leaves a browser without a connection. */
async function send() {
  await wait(CONTACT_SEND_DELAY_MS)
  if (isOffline()) throw new Error(NETWORK_ERROR_MESSAGE)
}

export function ContactForm() {
  const t = useT()
  return (
    <Formik
      initialValues={emptyContactValues}
      validate={zodFormikValidate<ContactFormValues>(ContactFormSchema)}
      onSubmit={saveForm(send, {
        success: t('Your message sent successfully'),
        onSaved: (_, { resetForm }) => resetForm(),
      })}
    >
      <Form className="contact-form" noValidate aria-labelledby="contact-form-title">
        <TextField name="fullName" label={t('Full name')} autoComplete="name" required />
        <TextField
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <TextareaField name="message" label={t('Message')} rows={6} required />
        <SubmitButton label={t('Send Message')} icon="pi pi-send" />
      </Form>
    </Formik>
  )
}
