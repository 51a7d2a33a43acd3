import { type UseMutationOptions, useMutation } from '@tanstack/react-query'
import { Form, Formik, type FormikHelpers } from 'formik'
import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import type { ZodType } from '../../../domain/zod'
import { intlLocale } from '../../../i18n/format'
import { useT } from '../../../i18n/i18n'
import { BuiltInAlert } from '../../../ui/built-in-alert'
import { LoadView, type QueryState } from '../../../ui/data/load-view'
import { zodFormikValidate } from '../../../ui/form/zod-formik'
import { notifySuccess } from '../../../ui/notify'
import { AdminPage } from './admin-page'
import { LeaveGuard } from './leave-guard'
import { CreateActions, EditActions } from './record-actions'

/** The list a record belongs to: the header's way back, Cancel, and where a delete leads. Its label comes translated, as every text the frames are given. */
export interface AdminList {
  href: string
  label: string
}

export interface AdminFormSpec<Values> {
  label: string
  initialValues: Values
  schema: ZodType
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>
  fields: ReactNode
  readOnly?: boolean | string
}

interface FrameProps {
  list: AdminList
  title: string
  description?: ReactNode
  actions?: ReactNode
}

/** The head of a new or edit page and, below it, the form or what stands in its place. */
function Frame({ list, children, ...head }: FrameProps & { children: ReactNode }) {
  return (
    <AdminPage {...head} back={list} form>
      {children}
    </AdminPage>
  )
}

function AdminForm<Values extends object>({
  spec,
  edit,
  buttons,
}: {
  spec: AdminFormSpec<Values>
  edit: boolean
  buttons: ReactNode
}) {
  return (
    <>
      {spec.readOnly === true && <BuiltInAlert />}
      {typeof spec.readOnly === 'string' && <BuiltInAlert>{spec.readOnly}</BuiltInAlert>}
      <div className="admin-card">
        <Formik<Values>
          initialValues={spec.initialValues}
          enableReinitialize={edit}
          validate={zodFormikValidate<Values>(spec.schema)}
          onSubmit={spec.onSubmit}
        >
          <Form className="admin-form" noValidate aria-label={spec.label}>
            <LeaveGuard />
            {spec.fields}
            {buttons}
          </Form>
        </Formik>
      </div>
    </>
  )
}

/** An admin page that creates a record: its head, the form, Create and Cancel. */
export function AdminNewFrame<Values extends object>({
  form,
  ...frame
}: FrameProps & { form: AdminFormSpec<Values> }) {
  return (
    <Frame {...frame}>
      <AdminForm
        spec={form}
        edit={false}
        buttons={<CreateActions cancelHref={frame.list.href} />}
      />
    </Frame>
  )
}

export interface AdminDelete {
  /** The confirmation's title: 'Deleting' for a user, 'Delete' otherwise (docs/product.md). */
  header: string
  mutation: UseMutationOptions<void, Error, void>
  success: string
  leave?: () => void
}

/** An admin page that edits a record: its head, the record's loading and errors (a missing one offers the way back to the list), then the form with Save, Cancel and Delete. */
export function AdminEditFrame<T, Values extends object>({
  record,
  errorTitle,
  form,
  remove,
  after,
  ...frame
}: FrameProps & {
  record: QueryState<T>
  errorTitle: string
  form: (loaded: T) => AdminFormSpec<Values>
  remove: AdminDelete
  after?: ReactNode
}) {
  const t = useT()
  const [, navigate] = useLocation()
  const removal = useMutation(remove.mutation)
  const { href, label } = frame.list
  const onDelete = async () => {
    await removal.mutateAsync()
    notifySuccess(remove.success)
    if (remove.leave) remove.leave()
    else navigate(href)
  }
  return (
    <Frame {...frame}>
      <LoadView
        state={record}
        back={{ href, label: t('Back to {list}', { list: label.toLocaleLowerCase(intlLocale()) }) }}
        errorTitle={errorTitle}
        isEmpty={() => false}
      >
        {(loaded) => {
          const spec = form(loaded)
          return (
            <>
              <AdminForm
                spec={spec}
                edit
                buttons={
                  <EditActions
                    readOnly={Boolean(spec.readOnly)}
                    cancelHref={href}
                    deleteHeader={remove.header}
                    onDelete={onDelete}
                  />
                }
              />
              {after}
            </>
          )
        }}
      </LoadView>
    </Frame>
  )
}
