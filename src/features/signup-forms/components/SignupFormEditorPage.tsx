import { Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { RequestForm } from '@/shared/form/RequestForm';
import { RequestSaveProblem } from '@/shared/form/save-problem/RequestSaveProblem';
import { FormikKeptEdits } from '@/shared/kept-edits/FormikKeptEdits';
import { unshownValidationMessage, useRequestForm } from '@/shared/form/use-request-form';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { Tabs } from '@/shared/ui/Tabs';
import { signupFormSchema } from '../schema';
import { selectSignupFormById, selectSignupFormRead, selectSignupFormRequest } from '../selectors';
import { fieldChoicesRequested, listOptionsRequested, signupFormRequested, signupFormRequestReset, signupFormUpdateRequested } from '../slice';
import { formValuesOf, type SignupForm, type SignupFormValues } from '../types';
import { BuildView, IDENTIFIER_ERROR_ID } from './BuildView';
import { FormPreview } from './FormPreview';
import { SettingsView } from './SettingsView';
import styles from './SignupFormEditor.module.css';
import { StylesView } from './StylesView';

/** What the editor's child screens (editor/new_list) may do to the form being edited. */
export interface EditorOutletContext {
  chooseList(listId: string): void;
}

/** /forms/signup/:id/editor: settings, build and styles views beside a live preview. */
export function SignupFormEditorPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const form = useAppSelector((state) => selectSignupFormById(state, id));
  const read = useAppSelector((state) => selectSignupFormRead(state, id));

  useEffect(() => {
    // Fresh every time the editor opens: the index may show an older copy.
    dispatch(signupFormRequested({ id }));
    dispatch(listOptionsRequested());
    dispatch(fieldChoicesRequested());
  }, [dispatch, id]);

  if (!form) {
    if (read.status === 'Error') {
      return (
        <EmptyState title={read.error.status === 404 ? 'Signup form not found' : 'We could not load the signup form'} action={<ButtonLink to="..">Back to Signup Forms</ButtonLink>}>
          {read.error.status === 404 ? 'This signup form does not exist or was deleted.' : read.error.message}
        </EmptyState>
      );
    }
    return <Spinner label="Loading the signup form" />;
  }
  return <Editor form={form} />;
}

const SERVER_FIELDS: Record<string, keyof SignupFormValues & string> = {
  name: 'name',
  list_id: 'listId',
  confirmation_message: 'confirmationMessage',
  header: 'header',
  intro: 'intro',
  fields: 'identifier' as keyof SignupFormValues & string,
};

const VIEW_OF_FIELD: Record<string, string> = { name: 'settings', listId: 'settings', confirmationMessage: 'settings', header: 'build', intro: 'build', fields: 'build', identifier: 'build', styles: 'styles' };

interface FormBase {
  values: SignupFormValues;
  /** The stored `updated_at` the values were read at. */
  revision: string;
}

interface FollowStoredFormProps {
  form: SignupForm;
  revision: string;
  /** The revision this editor's last landed save made. */
  savedHere: string | undefined;
  onFollow(base: FormBase): void;
}

/** Takes a newer stored version as the form's start when the form holds nothing unsaved, or when this editor's save made it. */
function FollowStoredForm({ form, revision, savedHere, onFollow }: FollowStoredFormProps) {
  const { dirty } = useFormikContext<SignupFormValues>();
  useEffect(() => {
    if (form.updatedAt !== revision && (!dirty || form.updatedAt === savedHere)) onFollow({ values: formValuesOf(form), revision: form.updatedAt });
  }, [form, revision, savedHere, dirty, onFollow]);
  return null;
}

function Editor({ form }: { form: SignupForm }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectSignupFormRequest(state, 'update'));
  const [view, setView] = useState('settings');
  // What the form's values start from. A newer stored version (this editor's own save, another tab's) becomes
  // the start only while nothing typed would be lost (FollowStoredForm); otherwise the typed values stay and
  // their save, based on the older revision, meets the newer one as a conflict instead of overwriting it.
  const [base, setBase] = useState<FormBase>(() => ({ values: formValuesOf(form), revision: form.updatedAt }));
  // The revision a landed save made, read when its Complete state first shows (the same dispatch stores the form).
  const landed = useRef<{ request: typeof request; revision: string } | undefined>(undefined);
  if (request.status === 'Complete' && landed.current?.request !== request) landed.current = { request, revision: form.updatedAt };
  // Keep mine: the next save is based on the revision the conflict named, so it lands over that one.
  const keepOver = useRef<string | undefined>(undefined);
  const { formError, submitting, saved, onSubmit } = useRequestForm<SignupFormValues>(request, {
    serverFields: SERVER_FIELDS,
    onSubmit: (values) => {
      dispatch(signupFormUpdateRequested({ id: form.id, values, basedOn: keepOver.current ?? base.revision }));
      keepOver.current = undefined;
    },
    onSaved: () => undefined,
    // A failed or conflicting save is shown once, by RequestSaveProblem with its Retry / Reload / Keep mine.
    formErrorFor: unshownValidationMessage,
  });

  useEffect(() => () => void dispatch(signupFormRequestReset('update')), [dispatch]);

  return (
    <Formik initialValues={base.values} enableReinitialize validationSchema={signupFormSchema} onSubmit={onSubmit}>
      {({ values, setFieldValue, submitForm, resetForm }) => (
        <>
        <RequestForm formError={formError} submitting={submitting} saved={saved && !isInFlight(request)} aria-label="Signup form editor">
          <PageHeader
            title={values.name.trim() || form.name}
            breadcrumb={[{ label: 'Signup Forms', to: '..' }]}
            actions={
              <>
                <ButtonLink to="share" variant="secondary">
                  Share
                </ButtonLink>
                <Button type="submit" variant="primary" loading={submitting}>
                  {submitting ? 'Saving…' : 'Save'}
                </Button>
              </>
            }
          />
          <FollowStoredForm form={form} revision={base.revision} savedHere={landed.current?.revision} onFollow={setBase} />
          <FormikKeptEdits keepAs={{ kind: 'signup-form', id: form.id, noun: 'signup form', revision: base.revision }} />
          <RequestSaveProblem
            request={request}
            noun="signup form"
            onRetry={() => void submitForm()}
            onReload={() => {
              // The stored version replaces the edits: they reinitialise from it when it arrives (a newer update time).
              resetForm();
              dispatch(signupFormRequestReset('update'));
              dispatch(signupFormRequested({ id: form.id }));
            }}
            onKeepMine={(revision) => {
              keepOver.current = revision;
              void submitForm();
            }}
          />
          <ShowViewWithFirstError onView={setView} />
          <div className={styles.layout}>
            <div className={styles.views}>
              <Tabs
                label="Form editor views"
                selectedId={view}
                onSelect={setView}
                tabs={[
                  { id: 'settings', label: 'Settings', content: <SettingsView /> },
                  { id: 'build', label: 'Build', content: <BuildView /> },
                  { id: 'styles', label: 'Styles', content: <StylesView /> },
                ]}
              />
            </div>
            <FormPreview content={values} formId={form.id} />
          </div>
        </RequestForm>
        {/* Outside the editor's <form>: a dialog's own form may not sit inside it. */}
        <Outlet context={{ chooseList: (listId: string) => void setFieldValue('listId', listId) } satisfies EditorOutletContext} />
        </>
      )}
    </Formik>
  );
}

/**
 * A submit that fails validation opens the view holding the first problem and moves focus to it (the
 * other views' fields are not mounted, so FocusFirstError alone may find nothing).
 */
function ShowViewWithFirstError({ onView }: { onView(view: string): void }) {
  const { submitCount, isValid, errors } = useFormikContext<SignupFormValues>();
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (submitCount === 0 || isValid) return undefined;
    const first = Object.keys(VIEW_OF_FIELD).find((field) => field in errors);
    if (!first) return undefined;
    onView(VIEW_OF_FIELD[first]!);
    // After the view's fields are mounted.
    const timer = setTimeout(() => {
      const form = marker.current?.closest('form');
      (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.getElementById(IDENTIFIER_ERROR_ID))?.focus();
    });
    return () => clearTimeout(timer);
  }, [submitCount]); // eslint-disable-line react-hooks/exhaustive-deps
  return <span ref={marker} hidden />;
}
