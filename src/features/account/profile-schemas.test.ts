import { describe, expect, it } from 'vitest'
import { messagesByField } from '../../test/messages-by-field'
import { emptyPasswordValues, PasswordFormSchema, ProfileFormSchema } from './profile-schemas'

const messages = messagesByField

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '(212) 555-0101',
  address: '12 St James Square',
  zipCode: '10001',
  email: 'ada@example.com',
}

describe('Update Profile rules', () => {
  it('accept a complete profile', () => {
    expect(messages(ProfileFormSchema, profile)).toEqual({})
  })

  it('ask for every field in the words of docs/product.md', () => {
    const blank = { firstName: '', lastName: '', phoneNumber: '', address: '', zipCode: '' }
    const found = messages(ProfileFormSchema, blank)
    expect(found.firstName).toContain('Please enter your first name')
    expect(found.lastName).toContain('Please enter your last name')
    expect(found.phoneNumber).toContain('Please enter your phone number')
    expect(found.address).toContain('Please enter your address')
    expect(found.zipCode).toContain('Please enter your zip code')
  })

  it("catch the server's limits beside their fields", () => {
    const found = messages(ProfileFormSchema, {
      ...profile,
      firstName: 'A'.repeat(40),
      address: 'x'.repeat(300),
      zipCode: '1'.repeat(20),
    })
    expect(Object.keys(found).sort()).toEqual(['address', 'firstName', 'zipCode'])
  })

  it('refuse a phone number the mask has not completed', () => {
    expect(
      messages(ProfileFormSchema, { ...profile, phoneNumber: '(212) 555-01__' }),
    ).toHaveProperty('phoneNumber')
  })
})

describe('Update Password rules', () => {
  const valid = {
    oldPassword: 'Old#pass1',
    newPassword: 'New#pass22',
    confirmNewPassword: 'New#pass22',
  }

  it('accept a strong new password confirmed', () => {
    expect(messages(PasswordFormSchema, valid)).toEqual({})
  })

  it('ask for each field in the words of docs/product.md', () => {
    const found = messages(PasswordFormSchema, emptyPasswordValues)
    expect(found.oldPassword).toEqual(['Please enter your current password'])
    expect(found.newPassword).toContain('Please enter your new password')
    expect(found.confirmNewPassword).toBeDefined()
  })

  it.each([
    ['short#A1', null],
    ['sh#A1', 'Must be at least 8 characters'],
    ['NOLOWER#1', 'One lowercase character'],
    ['noupper#1', 'One uppercase character'],
    ['NoSpecial1', 'One special character'],
    ['No#digits', 'One number'],
  ])('judge the new password %s', (newPassword, message) => {
    const found = messages(PasswordFormSchema, {
      ...valid,
      newPassword,
      confirmNewPassword: newPassword,
    })
    if (message) expect(found.newPassword).toContain(message)
    else expect(found.newPassword).toBeUndefined()
  })

  it('say when the confirmation differs', () => {
    expect(
      messages(PasswordFormSchema, { ...valid, confirmNewPassword: 'New#pass23' })
        .confirmNewPassword,
    ).toEqual(["Password fields doesn't match"])
  })
})
