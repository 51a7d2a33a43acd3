import { useMutation, useQuery } from '@tanstack/react-query'
import { userMutations } from '../../../api/user-mutations'
import { userQueries } from '../../../api/user-queries'
import { useT } from '../../../i18n/i18n'
import { saveForm } from '../../../ui/form/save-form'
import { CustomerReservations, NewReservationLink } from '../booking/customer-reservations'
import { AdminEditFrame } from '../common/admin-edit-frame'
import { useIdParam } from '../common/use-id-param'
import { UserFields } from './user-fields'
import {
  toUserUpdateInput,
  UserEditFormSchema,
  type UserEditFormValues,
  userEditValues,
} from './user-schemas'

/** /admin/users/{userId}: edit or delete an account; built-in accounts are shown read-only. */
export function AdminUserEditPage() {
  const t = useT()
  const id = useIdParam('userId')
  const user = useQuery(userQueries.detail(id))
  const update = useMutation(userMutations.update(id))
  return (
    <AdminEditFrame
      list={{ href: '/admin/users', label: t('Users') }}
      title={user.data ? `${user.data.firstName} ${user.data.lastName}` : t('User')}
      description={user.data?.email}
      record={user}
      actions={user.data && <NewReservationLink userId={id} />}
      errorTitle={t('We could not load this user')}
      form={(loaded) => ({
        label: t('Edit User'),
        initialValues: userEditValues(loaded),
        schema: UserEditFormSchema,
        onSubmit: saveForm<UserEditFormValues>(
          (values) => update.mutateAsync(toUserUpdateInput(values)),
          {
            success: t('User was updated successfully'),
          },
        ),
        fields: <UserFields mode="edit" disabled={loaded.builtIn} />,
        readOnly: loaded.builtIn,
      })}
      remove={{
        header: t('Deleting'),
        mutation: userMutations.remove(id),
        success: t('User was deleted successfully'),
      }}
      after={<CustomerReservations userId={id} />}
    />
  )
}
