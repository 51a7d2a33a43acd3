import { Form, Formik } from 'formik'
import { useLocation } from 'wouter'
import { api } from '../../../api/app-api'
import { LoadView } from '../../../ui/data/load-view'
import { useLoad } from '../../../ui/data/use-load'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifyError, notifySuccess } from '../../../ui/notify'
import { AdminPageHeader } from '../shared/admin-page-header'
import { BuiltInAlert } from '../shared/built-in-alert'
import { LeaveGuard } from '../shared/leave-guard'
import { EditActions } from '../shared/record-actions'
import { loadById, useIdParam } from '../shared/use-id-param'
import { UserFields } from './user-fields'
import {
  toUserUpdateInput,
  UserEditFormSchema,
  type UserEditFormValues,
  userEditValues,
} from './user-schemas'

/** /admin/users/{userId}: edit or delete an account; built-in accounts are shown read-only. */
export function AdminUserEditPage() {
  const id = useIdParam('userId')
  const [, navigate] = useLocation()
  const user = useLoad(() => loadById(id, 'user', api.getUser), [id])
  return (
    <section className="admin-page" aria-labelledby="user-edit-title">
      <AdminPageHeader
        titleId="user-edit-title"
        title={user.data ? `${user.data.firstName} ${user.data.lastName}` : 'User'}
        description={user.data?.email}
        back={{ href: '/admin/users', label: 'Users' }}
      />
      <LoadView
        state={user}
        back={{ href: '/admin/users', label: 'Back to users' }}
        errorTitle="We could not load this user"
        isEmpty={() => false}
      >
        {(loaded) => (
          <>
            {loaded.builtIn && <BuiltInAlert />}
            <div className="admin-card">
              <Formik
                initialValues={userEditValues(loaded)}
                enableReinitialize
                validate={zodFormikValidate<UserEditFormValues>(UserEditFormSchema)}
                onSubmit={async (values) => {
                  try {
                    await api.updateUser(id, toUserUpdateInput(values))
                    notifySuccess('User was updated successfully')
                    user.reload()
                  } catch (error) {
                    notifyError(error)
                  }
                }}
              >
                <Form className="admin-form" noValidate aria-label="Edit User">
                  <LeaveGuard />
                  <UserFields mode="edit" disabled={loaded.builtIn} />
                  <EditActions
                    readOnly={loaded.builtIn}
                    cancelHref="/admin/users"
                    deleteHeader="Deleting"
                    onDelete={async () => {
                      await api.deleteUser(id)
                      notifySuccess('User was deleted successfully')
                      navigate('/admin/users')
                    }}
                  />
                </Form>
              </Formik>
            </div>
          </>
        )}
      </LoadView>
    </section>
  )
}
