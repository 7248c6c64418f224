import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { ApiError } from '@/shared/api/errors';
import { FocusFirstError } from '@/shared/form/FocusFirstError';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { toFormErrors } from '@/shared/form/server-field-errors';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { isInFlight } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
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
  const helpers = useRef<FormikHelpers<RecipientFormValues> | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // The native modal dialog blocks the alert stack behind it, so a failure is shown here too.
  const [formError, setFormError] = useState<string>();
  const submitting = isInFlight(request);
  const close = () => {
    if (!submitting) navigate('..');
  };

  useRequestOutcome(request, {
    onComplete: () => navigate('..'),
    onError(error: ApiError) {
      const fieldErrors = toFormErrors(error, recipientServerFields);
      helpers.current?.setErrors(fieldErrors);
      setFormError(error.status === 400 && Object.keys(fieldErrors).length > 0 ? undefined : addFailedMessage(error.message));
    },
  });
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
        onSubmit={(values, formikHelpers) => {
          helpers.current = formikHelpers;
          setFormError(undefined);
          dispatch(recipientCreateRequested(values));
        }}
      >
        <Form noValidate className={styles.form} aria-busy={submitting}>
          <FocusFirstError />
          {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
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
            <Button onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={submitting}>
              Add
            </Button>
          </div>
        </Form>
      </Formik>
    </Modal>
  );
}
