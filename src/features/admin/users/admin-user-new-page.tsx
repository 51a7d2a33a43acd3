import { Form, Formik } from 'formik'
import { api } from '../../../api/app-api'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifyError, notifySuccess } from '../../../ui/notify'
import { AdminPageHeader } from '../shared/admin-page-header'
import { LeaveGuard } from '../shared/leave-guard'
import { CreateActions } from '../shared/record-actions'
import { UserFields } from './user-fields'
import {
  emptyUserCreateValues,
  toUserCreateInput,
  UserCreateFormSchema,
  type UserCreateFormValues,
} from './user-schemas'

/** /admin/users/new: creates an account; the form is cleared for the next one (SPEC.md). */
export function AdminUserNewPage() {
  return (
    <section className="admin-page" aria-labelledby="user-new-title">
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
              await api.createUser(toUserCreateInput(values))
              notifySuccess('User was created successfully')
              helpers.resetForm()
            } catch (error) {
              notifyError(error)
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
