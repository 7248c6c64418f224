import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import type { ApiError } from '@/shared/api/errors';
import { FocusFirstError } from '@/shared/form/FocusFirstError';
import { FormikCheckboxGroup } from '@/shared/form/FormikCheckboxGroup';
import { FormikRadioGroup } from '@/shared/form/FormikRadioGroup';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { toFormErrors } from '@/shared/form/server-field-errors';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import type { RequestState } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
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
  onSubmit(values: SegmentFormValues): void;
  onSaved(): void;
}

const REGION_OPTIONS = [
  { value: 'global', label: REGION_LABELS.global, hint: 'Your Segment workspace is hosted in the United States.' },
  { value: 'eu', label: REGION_LABELS.eu, hint: 'Your Segment workspace is hosted in the EU (Dublin).' },
];

/** The Segment create and edit form. What the user typed stays in Formik through every failure. */
export function SegmentForm({ initialValues, request, submitLabel, cancelTo, forbiddenMessage, onSubmit, onSaved }: Props) {
  const helpers = useRef<FormikHelpers<SegmentFormValues> | null>(null);
  const [formError, setFormError] = useState<string>();

  useRequestOutcome(request, {
    onComplete: onSaved,
    onError(error: ApiError) {
      const fieldErrors = toFormErrors(error, integrationServerFields);
      helpers.current?.setErrors(fieldErrors);
      const shownByFields = Object.keys(fieldErrors).length > 0;
      if (error.status === 403 && forbiddenMessage) setFormError(forbiddenMessage);
      else setFormError(error.status === 400 && !shownByFields ? error.message : undefined);
    },
  });

  const submitting = request.status === 'InFlight';

  return (
    <Formik<SegmentFormValues>
      initialValues={initialValues}
      validationSchema={segmentSchema}
      onSubmit={(values, formikHelpers) => {
        helpers.current = formikHelpers;
        setFormError(undefined);
        onSubmit(values);
      }}
    >
      <Form noValidate className={styles.form} aria-busy={submitting}>
        <FocusFirstError />
        {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
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
          <ButtonLink to={cancelTo} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" variant="primary" loading={submitting}>
            {submitLabel}
          </Button>
        </div>
      </Form>
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
