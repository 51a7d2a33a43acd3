import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../../i18n/i18n'
import { msg } from '../../i18n/msg'
import { WithName } from './with-name'

afterEach(async () => {
  await activateLocale('en')
})

describe('WithName', () => {
  it('keeps the name English inside the translated sentence, wherever the language puts it', async () => {
    await activateLocale('tr')
    const { container } = render(<WithName text={msg('The {name} fleet')} name="Autovia" />)
    const name = container.querySelector('[lang="en"]')
    expect(name?.textContent).toBe('Autovia')
    expect(name?.getAttribute('translate')).toBe('no')
    expect(container.textContent).toBe('Autovia filosu')
  })

  it('reads as the plain sentence in English', () => {
    const { container } = render(<WithName text={msg('Why {name}')} name="Autovia" />)
    expect(container.textContent).toBe('Why Autovia')
  })
})
