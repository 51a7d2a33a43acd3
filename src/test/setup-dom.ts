import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { PARTS } from '../i18n/parts'

// A busy machine renders lazily loaded parts (the notifications) later than the one-second default.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// The app's routes download a part's texts before its page renders; a component test renders the page alone, so every part is in first (English's messages with placeholders come with their part).
// Imported here, not above, so that a test file's mock of the catalogs applies to it.
beforeAll(async () => {
  const { loadMessages } = await import('../i18n/i18n')
  await Promise.all(PARTS.map(loadMessages))
})
