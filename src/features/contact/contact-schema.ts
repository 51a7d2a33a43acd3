import * as z from 'zod'

// SPEC.md section 5 gives one e-mail message; the invalid case says what to fix.
export const ContactFormSchema = z.object({
  fullName: z.string().trim().min(1, 'Please enter your full name'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email')
    .pipe(z.email('Please enter a valid email')),
  message: z.string().trim().min(1, 'Please enter your message'),
})
export type ContactFormValues = z.input<typeof ContactFormSchema>

export const emptyContactValues: ContactFormValues = { fullName: '', email: '', message: '' }

/** SPEC.md section 9: the message is not sent anywhere, the form only pretends for 1 s. */
export const CONTACT_SEND_DELAY_MS = 1000
