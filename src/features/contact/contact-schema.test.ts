import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, loadMessages, t } from '../../i18n/i18n'
import { ContactFormSchema } from './contact-schema'

afterEach(() => activateLocale('en'))

const messagesFor = (values: unknown) => {
  const result = ContactFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => t(issue.message))
}

describe('ContactFormSchema', () => {
  it('keeps its English messages, which the form shows through t() in the language in use', async () => {
    expect(messagesFor({ fullName: '', email: '', message: '' })).toEqual([
      'Please enter your full name',
      'Please enter your email',
      'Please enter your message',
    ])
    await loadMessages('contact')
    await activateLocale('tr')
    expect(messagesFor({ fullName: 'Ada', email: 'someone@', message: 'Hi' })).toEqual([
      'Lütfen geçerli bir e-posta adresi girin',
    ])
    await activateLocale('es')
    expect(messagesFor({ fullName: '', email: '', message: '' })).toEqual([
      'Introduce tu nombre completo',
      'Introduce tu correo electrónico',
      'Escribe tu mensaje',
    ])
  })
})
