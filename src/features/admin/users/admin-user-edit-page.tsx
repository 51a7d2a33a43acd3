import { useMutation, useQuery } from '@tanstack/react-query'
import { Form, Formik } from 'formik'
import { useLocation } from 'wouter'
import { api } from '../../../api/app-api'
import { fieldErrorsOf } from '../../../api/field-errors'
import { userQueries } from '../../../api/user-queries'
import { BuiltInAlert } from '../../../ui/built-in-alert'
import { LoadView } from '../../../ui/data/load-view'
import { showSaveFailure } from '../../../ui/form/server-errors'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifySuccess } from '../../../ui/notify'
import { CustomerReservations, NewReservationLink } from '../booking/customer-reservations'
import { AdminPageHeader } from '../common/admin-page-header'
import { LeaveGuard } from '../common/leave-guard'
import { EditActions } from '../common/record-actions'
import { useIdParam } from '../common/use-id-param'
import { useInvalidate } from '../common/use-invalidate'
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
  const user = useQuery(userQueries.detail(id))
  const invalidate = useInvalidate()
  const update = useMutation({
    mutationFn: (values: UserEditFormValues) => api.updateUser(id, toUserUpdateInput(values)),
    onSuccess: () => invalidate(userQueries.key),
  })
  const remove = useMutation({
    mutationFn: () => api.deleteUser(id),
    onSuccess: () => invalidate(userQueries.key, userQueries.detail(id).queryKey),
  })
  return (
    <section className="admin-page admin-page--form" aria-labelledby="user-edit-title">
      <AdminPageHeader
        titleId="user-edit-title"
        title={user.data ? `${user.data.firstName} ${user.data.lastName}` : 'User'}
        description={user.data?.email}
        back={{ href: '/admin/users', label: 'Users' }}
        actions={user.data && <NewReservationLink userId={id} />}
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
                onSubmit={async (values, { setStatus }) => {
                  try {
                    await update.mutateAsync(values)
                    notifySuccess('User was updated successfully')
                  } catch (error) {
                    showSaveFailure(error, fieldErrorsOf(error), { setStatus: setStatus, values })
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
                      await remove.mutateAsync()
                      notifySuccess('User was deleted successfully')
                      navigate('/admin/users')
                    }}
                  />
                </Form>
              </Formik>
            </div>
            <CustomerReservations userId={id} />
          </>
        )}
      </LoadView>
    </section>
  )
}
