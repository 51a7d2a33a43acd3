import { useMutation } from '@tanstack/react-query'
import { Form, Formik } from 'formik'
import { api } from '../../../api/app-api'
import { fieldErrorsOf } from '../../../api/field-errors'
import { userQueries } from '../../../api/user-queries'
import { showSaveFailure } from '../../../ui/form/server-errors'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifySuccess } from '../../../ui/notify'
import { AdminPageHeader } from '../common/admin-page-header'
import { LeaveGuard } from '../common/leave-guard'
import { CreateActions } from '../common/record-actions'
import { useInvalidate } from '../common/use-invalidate'
import { UserFields } from './user-fields'
import {
  emptyUserCreateValues,
  toUserCreateInput,
  UserCreateFormSchema,
  type UserCreateFormValues,
} from './user-schemas'

/** /admin/users/new: creates an account; the form is cleared for the next one (docs/product.md). */
export function AdminUserNewPage() {
  const invalidate = useInvalidate()
  const create = useMutation({
    mutationFn: (values: UserCreateFormValues) => api.createUser(toUserCreateInput(values)),
    onSuccess: () => invalidate(userQueries.key),
  })
  return (
    <section className="admin-page admin-page--form" aria-labelledby="user-new-title">
      <AdminPageHeader
        titleId="user-new-title"
        title="New User"
        back={{ href: '/admin/users', label: 'Users' }}
      />
      <div className="admin-card">
        <Formik
          initialValues={emptyUserCreateValues}
          validate={zodFormikValidate<UserCreateFormValues>(UserCreateFormSchema)}
          onSubmit={async (values, helpers) => {
            try {
              await create.mutateAsync(values)
              notifySuccess('User was created successfully')
              helpers.resetForm()
            } catch (error) {
              showSaveFailure(error, fieldErrorsOf(error), { setStatus: helpers.setStatus, values })
            }
          }}
        >
          <Form className="admin-form" noValidate aria-label="New User">
            <LeaveGuard />
            <UserFields mode="create" />
            <CreateActions cancelHref="/admin/users" />
          </Form>
        </Formik>
      </div>
    </section>
  )
}
