import { Formik } from 'formik';
import { useAppDispatch } from '@/shared/store/hooks';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { FormikRadioGroup } from '@/shared/form/FormikRadioGroup';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import type { RequestState } from '@/shared/request-state/request-state';
import { UNTITLED_SINGLE_SEND } from '../limits';
import { blankStartSchema, NAME_SERVER_FIELDS, type BlankStartValues } from '../schema';
import { createRequested } from '../slice';
import type { SingleSendStart } from '../types';
import styles from './Creation.module.css';

const KIND_OPTIONS = [
  { value: 'design', label: 'Email: design editor', hint: 'Build the email from modules by dragging and dropping.' },
  { value: 'code', label: 'Email: code editor', hint: 'Write the email’s HTML yourself.' },
  { value: 'sms', label: 'SMS', hint: 'A text message with up to 10 images, sent through your Twilio messaging service.' },
];

const startOf = (kind: BlankStartValues['kind']): SingleSendStart =>
  kind === 'sms' ? { kind: 'blank', channel: 'sms' } : { kind: 'blank', channel: 'email', editor: kind };

interface Props {
  request: RequestState;
  onCreated(): void;
  cancelTo: string;
  /** The channel chosen first: `create-design` starts an email. */
  emailOnly: boolean;
}

/** The blank start: a name and what the send is, then a draft opened in its editor. */
export function BlankStartForm({ request, onCreated, cancelTo, emailOnly }: Props) {
  const dispatch = useAppDispatch();
  const form = useRequestForm<BlankStartValues>(request, {
    serverFields: NAME_SERVER_FIELDS,
    onSubmit: ({ name, kind }) => dispatch(createRequested({ name, start: startOf(kind) })),
    onSaved: onCreated,
  });
  return (
    <Formik<BlankStartValues> initialValues={{ name: UNTITLED_SINGLE_SEND, kind: 'design' }} validationSchema={blankStartSchema} onSubmit={form.onSubmit}>
      <RequestForm className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved}>
        <FormikTextField name="name" label="Single Send Name" required maxLength={SINGLE_SEND_LIMITS.nameLength} showCount autoComplete="off" />
        <FormikRadioGroup name="kind" legend="Start with" required options={emailOnly ? KIND_OPTIONS.slice(0, 2) : KIND_OPTIONS} />
        <div className={styles.actions}>
          <CancelAndSubmit cancelTo={cancelTo} submitLabel="Create Single Send" submitting={form.submitting} />
        </div>
      </RequestForm>
    </Formik>
  );
}
