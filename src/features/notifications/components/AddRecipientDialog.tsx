import { Formik } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { MAX_NOTIFICATION_RECIPIENTS, RECIPIENT_EMAIL_MAX } from '../limits';
import { addFailedMessage } from '../messages';
import { recipientSchema } from '../schema';
import { selectAllRecipients, selectRecipientRequest, selectRecipientsLoaded } from '../selectors';
import { recipientCreateRequested, recipientRequestReset } from '../slice';
import { recipientServerFields, type RecipientFormValues } from '../types';
import styles from './Notifications.module.css';

const EMPTY: RecipientFormValues = { email: '' };

/** /notifications/new: adds a recipient from a dialog over the list. */
export function AddRecipientDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const recipients = useAppSelector(selectAllRecipients);
  const loaded = useAppSelector(selectRecipientsLoaded);
  const request = useAppSelector((state) => selectRecipientRequest(state, 'create'));
  const taken = useMemo(() => new Set(recipients.map((recipient) => recipient.email.toLowerCase())), [recipients]);
  const emailRef = useRef<HTMLInputElement>(null);
  const form = useRequestForm(request, {
    serverFields: recipientServerFields,
    onSubmit: (values: RecipientFormValues) => dispatch(recipientCreateRequested(values)),
    onSaved: () => navigate('..'),
    // The native modal dialog blocks the alert stack behind it, so a failure is shown here too.
    formErrorFor: (error, shownByFields) => (error.status === 400 && shownByFields ? undefined : addFailedMessage(error.message)),
  });
  const close = () => {
    if (!form.submitting) navigate('..');
  };

  useEffect(() => () => void dispatch(recipientRequestReset('create')), [dispatch]);

  if (!loaded) return null;
  // Once added, the list may be full while the dialog closes: keep the form until then.
  if (recipients.length >= MAX_NOTIFICATION_RECIPIENTS && request.status !== 'Complete') {
    return (
      <Modal open title="Recipient limit reached" onClose={close}>
        <p>
          An account can have {MAX_NOTIFICATION_RECIPIENTS} notification recipients. Delete one before you add another.
        </p>
      </Modal>
    );
  }

  return (
    <Modal open title="Add Recipient" onClose={close} initialFocusRef={emailRef}>
      <Formik<RecipientFormValues>
        initialValues={EMPTY}
        validationSchema={recipientSchema(taken)}
        // Leaving the empty field (or the dialog's own focus handling) is no mistake; typing and submitting are checked.
        validateOnBlur={false}
        onSubmit={form.onSubmit}
      >
        <RequestForm
          className={styles.form}
          formError={form.formError}
          submitting={form.submitting}
          saved={form.saved}
          keepAs={{ kind: 'notification-recipient', id: 'new', noun: 'recipient' }}
        >
          <FormikTextField
            ref={emailRef}
            name="email"
            label="Email Address"
            type="email"
            required
            maxLength={RECIPIENT_EMAIL_MAX}
            autoComplete="email"
            hint={`Notification emails go to every recipient, up to ${MAX_NOTIFICATION_RECIPIENTS}.`}
          />
          <div className={styles.formActions}>
            <Button onClick={close} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={form.submitting}>
              Add
            </Button>
          </div>
        </RequestForm>
      </Formik>
    </Modal>
  );
}
