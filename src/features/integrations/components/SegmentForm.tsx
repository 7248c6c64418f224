import { Formik, useFormikContext } from 'formik';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { FormikCheckboxGroup } from '@/shared/form/FormikCheckboxGroup';
import { FormikRadioGroup } from '@/shared/form/FormikRadioGroup';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { defaultFormError, useRequestForm } from '@/shared/form/use-request-form';
import type { RequestState } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { INTEGRATION_LABEL_MAX, WRITE_KEY_MAX } from '../limits';
import { segmentSchema } from '../schema';
import { EMAIL_EVENTS, REGION_LABELS, integrationServerFields, type SegmentFormValues } from '../types';
import styles from './Integrations.module.css';

interface Props {
  initialValues: SegmentFormValues;
  request: RequestState;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Shown at the top of the form when the server refuses with 403 (e.g. the destination's maximum). */
  forbiddenMessage?: string;
  /** The integration's id ('new' before it exists): typed values are kept under it until saved, the write key excepted. */
  keptAs: string;
  onSubmit(values: SegmentFormValues): void;
  onSaved(): void;
}

const REGION_OPTIONS = [
  { value: 'global', label: REGION_LABELS.global, hint: 'Your Segment workspace is hosted in the United States.' },
  { value: 'eu', label: REGION_LABELS.eu, hint: 'Your Segment workspace is hosted in the EU (Dublin).' },
];

// The write key is a credential: never kept in the browser's storage.
const LEAVE_OUT = ['writeKey'] as const;

/** The Segment create and edit form. What the user typed stays in Formik through every failure. */
export function SegmentForm({ initialValues, request, submitLabel, cancelTo, forbiddenMessage, keptAs, onSubmit, onSaved }: Props) {
  const form = useRequestForm(request, {
    serverFields: integrationServerFields,
    onSubmit,
    onSaved,
    formErrorFor: (error, shownByFields) =>
      error.status === 403 && forbiddenMessage ? forbiddenMessage : defaultFormError(error, shownByFields),
  });

  return (
    <Formik<SegmentFormValues> initialValues={initialValues} validationSchema={segmentSchema} onSubmit={form.onSubmit}>
      <RequestForm
        className={styles.form}
        formError={form.formError}
        retryable={form.retryable}
        submitting={form.submitting}
        saved={form.saved}
        keepAs={{ kind: 'segment-integration', id: keptAs, noun: 'integration', leaveOut: LEAVE_OUT }}
      >
        <section className={styles.formSection} aria-labelledby="segment-source-title">
          <h2 id="segment-source-title" className={styles.formSectionTitle}>
            Segment source
          </h2>
          <FormikTextField
            name="label"
            label="Label"
            maxLength={INTEGRATION_LABEL_MAX}
            showCount
            hint="Only you see this, to tell your integrations apart. Left empty, it is Untitled Integration."
          />
          <FormikTextField
            name="writeKey"
            label="Write Key"
            required
            maxLength={WRITE_KEY_MAX}
            autoComplete="off"
            spellCheck={false}
            hint="In Segment: Connections, Sources, your source, Settings, API Keys. Letters and digits, 7 to 50 of them."
          />
          <FormikRadioGroup name="region" legend="Destination Region" options={REGION_OPTIONS} required />
        </section>
        <section className={styles.formSection} aria-labelledby="segment-events-title">
          <h2 id="segment-events-title" className={styles.formSectionTitle}>
            Events
          </h2>
          <FormikCheckboxGroup
            name="events"
            legend="Email events to forward"
            required
            options={EMAIL_EVENTS}
            columnWidth="12rem"
            hint="Segment receives one event for each of these as it happens."
            actions={<EventShortcuts />}
          />
        </section>
        <div className={styles.formActions}>
          <CancelAndSubmit cancelTo={cancelTo} submitLabel={submitLabel} submitting={form.submitting} />
        </div>
      </RequestForm>
    </Formik>
  );
}

function EventShortcuts() {
  const { setFieldValue } = useFormikContext<SegmentFormValues>();
  return (
    <div className={styles.groupActions}>
      <Button size="sm" variant="tertiary" onClick={() => void setFieldValue('events', EMAIL_EVENTS.map((event) => event.value))}>
        Select all events
      </Button>
      <Button size="sm" variant="tertiary" onClick={() => void setFieldValue('events', [])}>
        Clear all events
      </Button>
    </div>
  );
}
