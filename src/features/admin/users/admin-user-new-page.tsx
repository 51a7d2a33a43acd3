import { useMutation } from '@tanstack/react-query'
import { userMutations } from '../../../api/user-mutations'
import { useT } from '../../../i18n/i18n'
import { saveForm } from '../../../ui/form/save-form'
import { AdminNewFrame } from '../common/admin-edit-frame'
import { UserFields } from './user-fields'
import { emptyUserCreateValues, toUserCreateInput, UserCreateFormSchema } from './user-schemas'

/** /admin/users/new: creates an account; the form is cleared for the next one (docs/product.md). */
export function AdminUserNewPage() {
  const t = useT()
  const create = useMutation(userMutations.create())
  return (
    <AdminNewFrame
      list={{ href: '/admin/users', label: t('Users') }}
      title={t('New User')}
      form={{
        label: t('New User'),
        initialValues: emptyUserCreateValues,
        schema: UserCreateFormSchema,
        onSubmit: saveForm((values) => create.mutateAsync(toUserCreateInput(values)), {
          success: t('User was created successfully'),
          onSaved: (_, { resetForm }) => resetForm(),
        }),
        fields: <UserFields mode="create" />,
      }}
    />
  )
}
