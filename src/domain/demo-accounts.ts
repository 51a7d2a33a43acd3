import type { Role } from './enums'

export interface DemoAccount {
  role: Role
  email: string
  password: string
}

/** The built-in accounts (docs/embedded-backend.md): seeded by mocks/, listed on the sign-in page of mock builds, and used by the end-to-end tests. */
export const DEMO_ACCOUNTS = {
  admin: { role: 'Administrator', email: 'admin@autovia.test', password: 'Admin#2026' },
  customer: { role: 'Customer', email: 'customer@autovia.test', password: 'Customer#2026' },
} as const satisfies Record<string, DemoAccount>

export type DemoPersona = keyof typeof DEMO_ACCOUNTS
