/** Whether a user (a UserDTO, or a valtio snapshot of one) may use the admin area. */
export const isAdmin = (user: { readonly roles: readonly string[] } | null | undefined): boolean =>
  !!user?.roles.includes('Administrator')
