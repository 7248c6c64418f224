import { Formik } from 'formik';
import { useMemo } from 'react';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { FormikTextField } from '@/shared/form/FormikTextField';
import type { KeepAs } from '@/shared/kept-edits/FormikKeptEdits';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import type { RequestState } from '@/shared/request-state/request-state';
import { SENDER_LIMITS } from '../limits';
import { senderSchema } from '../schema';
import { senderServerFields, type SenderFormValues } from '../types';
import styles from './SenderForm.module.css';

interface Props {
  initialValues: SenderFormValues;
  /** Lower-cased nicknames of the other senders. */
  takenNicknames: ReadonlySet<string>;
  request: RequestState;
  submitLabel: string;
  onSubmit(values: SenderFormValues): void;
  onSaved(): void;
  /** Keeps unsaved edits in the browser (the edit form: kept through a sign-in). */
  keepAs?: KeepAs;
}

/** The create and edit form. What the user typed stays in Formik through every failure. */
export function SenderForm({ initialValues, takenNicknames, request, submitLabel, onSubmit, onSaved, keepAs }: Props) {
  const schema = useMemo(() => senderSchema(takenNicknames), [takenNicknames]);
  const form = useRequestForm(request, { serverFields: senderServerFields, onSubmit, onSaved });

  return (
    <Formik<SenderFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={form.onSubmit}>
      <RequestForm className={styles.form} formError={form.formError} retryable={form.retryable} keepAs={keepAs} submitting={form.submitting} saved={form.saved}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Sender</legend>
          <div className={styles.grid}>
            <FormikTextField name="fromName" label="From Name" required maxLength={SENDER_LIMITS.fromName} autoComplete="name" />
            <FormikTextField
              name="fromEmail"
              label="From Email Address"
              type="email"
              required
              autoComplete="email"
              hint="Recipients see this address. We send a verification email to it."
            />
            <FormikTextField name="replyEmail" label="Reply To" type="email" required autoComplete="email" />
            <FormikTextField
              name="nickname"
              label="Nickname"
              required
              maxLength={SENDER_LIMITS.nickname}
              showCount
              hint="Only you see this, to tell your senders apart."
            />
          </div>
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Company address</legend>
          <p className={styles.help}>Anti-spam laws require a physical address in every marketing email.</p>
          <div className={styles.grid}>
            <FormikTextField name="address" label="Company Address" required autoComplete="address-line1" />
            <FormikTextField name="address2" label="Address line 2" autoComplete="address-line2" />
            <FormikTextField name="city" label="City" required autoComplete="address-level2" />
            <FormikTextField name="state" label="State" autoComplete="address-level1" />
            <FormikTextField name="zip" label="Zip Code" maxLength={SENDER_LIMITS.zip} autoComplete="postal-code" />
            <FormikTextField name="country" label="Country" required autoComplete="country-name" />
          </div>
        </fieldset>
        <div className={styles.actions}>
          <CancelAndSubmit cancelTo=".." submitLabel={submitLabel} submitting={form.submitting} />
        </div>
      </RequestForm>
    </Formik>
  );
}
