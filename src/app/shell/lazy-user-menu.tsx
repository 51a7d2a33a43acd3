import { Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { loadMessages } from '../../i18n/i18n'
import { session } from '../../state/session'
import { lazyChunk } from '../../ui/chunk-load'
import { PartBoundary } from '../../ui/part-boundary'
import { UserMenuFace } from './user-menu-face'

// Its texts are in the shell's part, as its code comes after the first page (docs/i18n.md).
const UserMenu = lazyChunk(async () => {
  const [{ UserMenu }] = await Promise.all([import('./user-menu'), loadMessages('shell')])
  return UserMenu
})

/** Only a signed-in visitor has the menu, so an anonymous visit never downloads it; until it comes, a disabled button of the same face keeps its place. */
export function LazyUserMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <PartBoundary>
      <Suspense fallback={<UserMenuStandIn />}>
        <UserMenu onLogout={onLogout} />
      </Suspense>
    </PartBoundary>
  )
}

function UserMenuStandIn() {
  const { user } = useSnapshot(session)
  if (!user) return null
  return (
    <div className="user-menu">
      <button type="button" className="user-menu__button" aria-haspopup="menu" disabled>
        <UserMenuFace name={user.firstName} />
      </button>
    </div>
  )
}
