/** The user menu's button face (initial, first name, arrow), shared by the menu and its stand-in while the menu's code comes. */
export function UserMenuFace({ name, open = false }: { name: string; open?: boolean }) {
  return (
    <>
      <span className="user-menu__avatar" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="user-menu__name">{name}</span>
      <i className={`pi ${open ? 'pi-angle-up' : 'pi-angle-down'}`} aria-hidden="true" />
    </>
  )
}
