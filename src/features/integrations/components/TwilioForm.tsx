import { Formik } from 'formik';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import type { RequestState } from '@/shared/request-state/request-state';
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
  const form = useRequestForm(request, { serverFields: twilioServerFields, onSubmit, onSaved });

  return (
    <Formik<TwilioFormValues> initialValues={EMPTY} validationSchema={twilioSchema} onSubmit={form.onSubmit}>
      <RequestForm className={styles.form} formError={form.formError} retryable={form.retryable} submitting={form.submitting} saved={form.saved}>
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
          <CancelAndSubmit cancelTo={cancelTo} submitLabel="Connect" submitting={form.submitting} />
        </div>
      </RequestForm>
    </Formik>
  );
}
