import { Formik, useField } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { selectAllSenders, selectSendersLoaded } from '@/features/senders/selectors';
import { sendersRequested } from '@/features/senders/slice';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { Select } from '@/shared/ui/Select';
import { selectHandlebarsIssues } from '../code/code-slice';
import { selectEditorSession } from '../selectors';
import { MAX_TEST_RECIPIENTS } from './limits';
import { TEST_SEND_MESSAGES, testSendFailureMessage } from './messages';
import { splitRecipients } from './recipients';
import { testSendSchema, type TestSendFormValues } from './schema';
import { selectTestSendRequest, testSendRequested, testSendReset } from './test-send-slice';
import type { TestSendTarget } from './types';
import styles from './TestSendDialog.module.css';

interface Props {
  sessionKey: string;
  open: boolean;
  onClose(): void;
}

const EMPTY: TestSendFormValues = { recipients: '', senderId: '' };

/** The header's "Send test": the email on screen to up to 10 addresses. Its content is mounted only while open. */
export function TestSendDialog({ sessionKey, open, onClose }: Props) {
  return open ? <TestSendForm sessionKey={sessionKey} onClose={onClose} /> : null;
}

function TestSendForm({ sessionKey, onClose }: { sessionKey: string; onClose(): void }) {
  const dispatch = useAppDispatch();
  const hostTarget: TestSendTarget | undefined = useAppSelector((state) => selectEditorSession(state, sessionKey)?.testSend);
  const handlebarsIssues = useAppSelector((state) => selectHandlebarsIssues(state, sessionKey));
  const request = useAppSelector((state) => selectTestSendRequest(state, sessionKey));
  const needsSender = !hostTarget?.senderId && !hostTarget?.fromAddress;
  const recipientsRef = useRef<HTMLInputElement>(null);
  const form = useRequestForm(request, {
    serverFields: {},
    onSubmit: (values: TestSendFormValues) =>
      dispatch(testSendRequested({ key: sessionKey, emails: splitRecipients(values.recipients), ...(needsSender ? { senderId: values.senderId } : {}) })),
    onSaved: onClose,
    // The modal dialog hides the alert stack behind it, so the failure is said here, above the kept addresses.
    formErrorFor: testSendFailureMessage,
  });
  const close = () => {
    if (!form.submitting) onClose();
  };

  useEffect(() => () => void dispatch(testSendReset({ key: sessionKey })), [dispatch, sessionKey]);

  const blocked = handlebarsIssues.length > 0;
  return (
    <Modal open title="Send a Test Email" onClose={close} initialFocusRef={recipientsRef}>
      <Formik<TestSendFormValues> initialValues={EMPTY} validationSchema={testSendSchema(needsSender)} validateOnBlur={false} onSubmit={form.onSubmit}>
        <RequestForm className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved}>
          {blocked && <InlineAlert tone="warning">{TEST_SEND_MESSAGES.handlebarsIssues}</InlineAlert>}
          <FormikTextField
            ref={recipientsRef}
            name="recipients"
            label="Email addresses"
            required
            autoComplete="off"
            hint={`Up to ${MAX_TEST_RECIPIENTS} addresses, separated by commas.`}
          />
          {needsSender && <SenderField />}
          <div className={styles.actions}>
            <Button onClick={close} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={form.submitting} disabled={blocked}>
              Send Test
            </Button>
          </div>
        </RequestForm>
      </Formik>
    </Modal>
  );
}

/** The verified senders to send from (a test needs a sender; the host named none). */
function SenderField() {
  useLoadOnce(useAppSelector(selectSendersLoaded), sendersRequested);
  const senders = useAppSelector(selectAllSenders);
  const options = useMemo(
    () => senders.filter((sender) => sender.verified).map((sender) => ({ value: sender.id, label: `${sender.nickname} (${sender.fromEmail})` })),
    [senders],
  );
  const [field, meta] = useField<string>('senderId');
  return (
    <Select
      {...field}
      label="From"
      required
      placeholder="Choose a verified sender"
      options={options}
      error={meta.touched ? meta.error : undefined}
      hint={options.length === 0 ? 'No verified sender yet: add and verify one in Sender Management.' : undefined}
    />
  );
}
