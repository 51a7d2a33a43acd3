import { expect, type Page } from '@playwright/test'

/**
 * Where the site keeps the visitor's choice of language: LOCALE_KEY of src/i18n/locales.ts,
 * written out here because e2e may import only src/domain and src/api (.dependency-cruiser.cjs).
 */
export const LOCALE_KEY = 'autovia.locale'

export type Language = 'es' | 'tr'

/**
 * The words the tests look for in each language, copied from the catalogs of
 * src/i18n/messages/<locale>/*.json (the English id is in each comment's key).
 */
export const WORDS = {
  en: {
    name: 'English',
    language: 'Language',
    main: 'Main',
  },
  es: {
    name: 'Español',
    language: 'Idioma',
    main: 'Principal',
    menu: 'Menú',
    cars: 'Coches',
    ourCars: 'Nuestros coches',
    siteTitle: 'Autovia · Alquiler de coches premium',
    viewDetails: (model: string) => `Ver detalles de ${model}`,
    carsAvailable: (count: number) =>
      `${count} ${count === 1 ? 'coche disponible' : 'coches disponibles'}`,
    doors: 'Puertas',
    seats: 'Plazas',
    luggage: 'Maletero',
    liters: (liters: number) => `${liters} l`,
    transmission: 'Cambio',
    transmissions: { Automatic: 'Automático', Manuel: 'Manual', Tiptronic: 'Tiptronic' },
    pricePerHour: 'Precio por hora',
    perHour: 'por hora',
    loginRegister: 'Entrar/Registrarse',
    login: 'Iniciar sesión',
    welcome: 'Te damos la bienvenida',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordRequired: 'Introduce tu contraseña',
    booking: 'Reserva',
    bookThisCar: 'Reserva este coche',
    pickUpLocation: 'Lugar de recogida',
    dropOffLocation: 'Lugar de devolución',
    pickUpDate: 'Fecha de recogida',
    pickUpTime: 'Hora de recogida',
    dropOffDate: 'Fecha de devolución',
    dropOffTime: 'Hora de devolución',
    cardNumber: 'Número de tarjeta',
    nameOnCard: 'Nombre en la tarjeta',
    expireDate: 'Fecha de caducidad',
    cvc: 'CVC',
    contract: 'He leído el contrato de alquiler y lo acepto',
    bookNow: 'Reservar ahora',
    checkAvailability: 'Comprobar disponibilidad',
    pickUpRequired: 'Indica el lugar de recogida.',
    hours: (hours: number, price: string) =>
      `${hours} ${hours === 1 ? 'hora' : 'horas'} × ${price} por hora`,
    reservationCreated: 'Reserva creada correctamente',
    reservations: 'Reservas',
    myReservations: 'Mis reservas',
    created: 'CREADA',
    reservationDetails: 'Detalles de la reserva',
    backToReservations: 'Volver a mis reservas',
    editUser: 'Editar usuario',
    lastName: 'Apellidos',
    save: 'Guardar',
    userUpdated: 'Usuario actualizado correctamente',
    editUserTitle: 'Editar usuario · Administración · Autovia',
    contactUs: 'Contacto',
    sendMessage: 'Enviar mensaje',
    fullName: 'Nombre completo',
    message: 'Mensaje',
    fullNameRequired: 'Introduce tu nombre completo',
    emailRequired: 'Introduce tu correo electrónico',
    messageRequired: 'Escribe tu mensaje',
  },
  tr: {
    name: 'Türkçe',
    language: 'Dil',
    main: 'Ana menü',
    menu: 'Menü',
    cars: 'Araçlar',
    ourCars: 'Araçlarımız',
    siteTitle: 'Autovia · Premium araç kiralama',
    viewDetails: (model: string) => `Ayrıntılar (${model})`,
    carsAvailable: (count: number) => `${count} araç müsait`,
    doors: 'Kapı',
    seats: 'Koltuk',
    luggage: 'Bagaj',
    liters: (liters: number) => `${liters} lt`,
    transmission: 'Vites',
    transmissions: { Automatic: 'Otomatik', Manuel: 'Manuel', Tiptronic: 'Tiptronic' },
    pricePerHour: 'Saatlik ücret',
    perHour: '/ saat',
    loginRegister: 'Giriş/Kayıt',
    login: 'Giriş yap',
    welcome: 'Hoş geldiniz',
    email: 'E-posta',
    password: 'Şifre',
    passwordRequired: 'Lütfen şifrenizi girin',
    booking: 'Rezervasyon',
    bookThisCar: 'Bu araç için rezervasyon yapın',
    pickUpLocation: 'Alış yeri',
    dropOffLocation: 'İade yeri',
    pickUpDate: 'Alış tarihi',
    pickUpTime: 'Alış saati',
    dropOffDate: 'İade tarihi',
    dropOffTime: 'İade saati',
    cardNumber: 'Kart numarası',
    nameOnCard: 'Kart üzerindeki ad',
    expireDate: 'Son kullanma tarihi',
    cvc: 'CVC',
    contract: 'Kiralama sözleşmesini okudum ve kabul ediyorum',
    bookNow: 'Hemen rezervasyon yap',
    checkAvailability: 'Müsaitliği kontrol et',
    pickUpRequired: 'Lütfen alış yerini girin.',
    hours: (hours: number, price: string) => `${hours} saat × ${price}/saat`,
    reservationCreated: 'Rezervasyon başarıyla oluşturuldu',
    reservations: 'Rezervasyonlar',
    myReservations: 'Rezervasyonlarım',
    created: 'OLUŞTURULDU',
    reservationDetails: 'Rezervasyon detayları',
    backToReservations: 'Rezervasyonlarıma dön',
    editUser: 'Kullanıcıyı düzenle',
    lastName: 'Soyad',
    save: 'Kaydet',
    userUpdated: 'Kullanıcı başarıyla güncellendi',
    editUserTitle: 'Kullanıcıyı düzenle · Yönetim · Autovia',
    contactUs: 'İletişim',
    sendMessage: 'Mesaj Gönder',
    fullName: 'Ad soyad',
    message: 'Mesaj',
    fullNameRequired: 'Lütfen adınızı ve soyadınızı girin',
    emailRequired: 'Lütfen e-posta adresinizi girin',
    messageRequired: 'Lütfen mesajınızı girin',
  },
} as const

/** The language menu's button, whatever the language in use (its name is "Language" in it). */
export const languageButton = (page: Page) =>
  page.getByRole('button', { name: /^(Language|Idioma|Dil)$/ }).first()

/** The public layout's main navigation in the language in use. */
export const mainNavIn = (page: Page, language: Language | 'en') =>
  page.getByRole('navigation', { name: WORDS[language].main, exact: true })

/** Chooses a language with the menu, as a person with a mouse does, and waits until it shows. */
export async function chooseLanguage(page: Page, language: Language | 'en') {
  await languageButton(page).click()
  await page.getByRole('menuitemradio', { name: WORDS[language].name }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(languageButton(page)).toHaveAccessibleName(WORDS[language].language)
}

/** The stored choice of language (null when none was made). */
export const storedLanguage = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)

/**
 * A day (YYYY-MM-DD) as the language writes it (src/i18n/format.ts): 05/12/2026 in Spanish,
 * 05.12.2026 in Turkish.
 */
export function dateIn(language: Language, day: string): string {
  const [year, month, date] = day.split('-')
  return language === 'es' ? `${date}/${month}/${year}` : `${date}.${month}.${year}`
}

/**
 * A price in dollars as the language writes it (src/i18n/format.ts), written out by the rules
 * of each locale rather than through Intl: Spanish "1250 US$" (a thousands dot only from five
 * digits on, a decimal comma), Turkish "$1.250" (a dot from four digits on); cents only when
 * there are any.
 */
export function priceIn(language: Language, amount: number): string {
  const cents = Math.round(amount * 100) % 100
  const whole = String(Math.floor(amount))
  const grouped =
    language === 'es' && whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  const digits = cents === 0 ? grouped : `${grouped},${String(cents).padStart(2, '0')}`
  // Spanish puts a no-break space before the currency; toHaveText reads it as a space.
  return language === 'es' ? `${digits}\u00a0US$` : `$${digits}`
}
