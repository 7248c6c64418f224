import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import type { ApiError } from '@/shared/api/errors';
import { FocusFirstError } from '@/shared/form/FocusFirstError';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { toFormErrors } from '@/shared/form/server-field-errors';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import type { RequestState } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { twilioSchema } from '../schema';
import { twilioServerFields, type TwilioFormValues } from '../types';
import styles from './Integrations.module.css';

interface Props {
  request: RequestState;
  cancelTo: string;
  onSubmit(values: TwilioFormValues): void;
  onSaved(): void;
}

const EMPTY: TwilioFormValues = { accountSid: '', authToken: '' };

/**
 * The Twilio connect form. It always starts empty: the auth token is never shown again once saved,
 * and it lives only in this form until the request is sent.
 */
export function TwilioForm({ request, cancelTo, onSubmit, onSaved }: Props) {
  const helpers = useRef<FormikHelpers<TwilioFormValues> | null>(null);
  const [formError, setFormError] = useState<string>();

  useRequestOutcome(request, {
    onComplete: onSaved,
    onError(error: ApiError) {
      const fieldErrors = toFormErrors(error, twilioServerFields);
      helpers.current?.setErrors(fieldErrors);
      setFormError(error.status === 400 && Object.keys(fieldErrors).length === 0 ? error.message : undefined);
    },
  });

  const submitting = request.status === 'InFlight';

  return (
    <Formik<TwilioFormValues>
      initialValues={EMPTY}
      validationSchema={twilioSchema}
      onSubmit={(values, formikHelpers) => {
        helpers.current = formikHelpers;
        setFormError(undefined);
        onSubmit(values);
      }}
    >
      <Form noValidate className={styles.form} aria-busy={submitting}>
        <FocusFirstError />
        {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
        <section className={styles.formSection} aria-labelledby="twilio-credentials-title">
          <h2 id="twilio-credentials-title" className={styles.formSectionTitle}>
            Twilio credentials
          </h2>
          <FormikTextField
            name="accountSid"
            label="Account SID"
            required
            autoComplete="off"
            spellCheck={false}
            hint="On your Twilio Console dashboard, under Account Info. It starts with AC."
          />
          <FormikTextField
            name="authToken"
            label="Auth Token"
            type="password"
            required
            autoComplete="new-password"
            spellCheck={false}
            hint="Next to the Account SID in the Twilio Console. We use it to reach Twilio and never show it again."
          />
        </section>
        <div className={styles.formActions}>
          <ButtonLink to={cancelTo} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" variant="primary" loading={submitting}>
            Connect
          </Button>
        </div>
      </Form>
    </Formik>
  );
}
