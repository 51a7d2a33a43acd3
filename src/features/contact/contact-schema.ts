import { ProfileInputSchema } from '../../domain/user'
import { withMessages } from '../../domain/with-messages'
import * as z from '../../domain/zod'
import { msg } from '../../i18n/msg'

// The message goes nowhere (docs/product.md section 7), but the e-mail is the same field as a user's, so it follows the same rules.
export const ContactFormSchema = z.object({
  fullName: z.string().trim().min(1, msg('Please enter your full name')),
  email: withMessages(z.string().trim().pipe(ProfileInputSchema.shape.email), {
    required: msg('Please enter your email'),
    format: msg('Please enter a valid email'),
    tooShort: msg('Please enter a valid email'),
    tooLong: msg('Email must be at most 150 characters'),
  }),
  message: z.string().trim().min(1, msg('Please enter your message')),
})
export type ContactFormValues = z.input<typeof ContactFormSchema>

export const emptyContactValues: ContactFormValues = { fullName: '', email: '', message: '' }

/** docs/product.md section 9: the message is not sent anywhere, the form only pretends for 1 s. */
export const CONTACT_SEND_DELAY_MS = 1000
