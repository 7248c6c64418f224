import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { ApiError } from '@/shared/api/errors';
import { FocusFirstError } from '@/shared/form/FocusFirstError';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { toFormErrors } from '@/shared/form/server-field-errors';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import type { RequestState } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Checkbox } from '@/shared/ui/Checkbox';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { GROUP_LIMITS } from '../limits';
import { selectGroupsComplete } from '../selectors';
import { groupSchema } from '../schema';
import { groupServerFields, type PreviewType, type UnsubscribeGroupFormValues } from '../types';
import styles from './GroupForm.module.css';
import { GroupPreviews } from './GroupPreviews';

interface Props {
  initialValues: UnsubscribeGroupFormValues;
  groupId?: string;
  /** Lower-cased names of the other groups. */
  takenNames: ReadonlySet<string>;
  /** Groups other than this one shown on the preferences page. */
  displayedElsewhere: number;
  request: RequestState;
  submitLabel: string;
  listPath: string;
  preview: PreviewType;
  onPreviewChange(type: PreviewType): void;
  onSubmit(values: UnsubscribeGroupFormValues): void;
  onSaved(): void;
  /** Extra actions beside Cancel (Delete on the edit page). */
  extraActions?: ReactNode;
}

/** The add and edit form, with the recipient's pages previewed live beside it. */
export function GroupForm({
  initialValues,
  groupId,
  takenNames,
  displayedElsewhere,
  request,
  submitLabel,
  listPath,
  preview,
  onPreviewChange,
  onSubmit,
  onSaved,
  extraActions,
}: Props) {
  const wasDisplayed = initialValues.isDisplayedOnPreferencesPage;
  const schema = useMemo(() => groupSchema({ takenNames, displayedElsewhere, wasDisplayed }), [takenNames, displayedElsewhere, wasDisplayed]);
  const helpers = useRef<FormikHelpers<UnsubscribeGroupFormValues> | null>(null);
  const [formError, setFormError] = useState<string>();

  useRequestOutcome(request, {
    onComplete: onSaved,
    onError(error: ApiError) {
      const fieldErrors = toFormErrors(error, groupServerFields);
      helpers.current?.setErrors(fieldErrors);
      const shownByFields = Object.keys(fieldErrors).length > 0;
      // A 4xx the fields cannot show (the group limit) is said here: the alert stack may be out of view.
      setFormError(error.status >= 400 && error.status < 500 && !shownByFields ? error.message : undefined);
    },
  });

  const submitting = request.status === 'InFlight';

  return (
    <Formik<UnsubscribeGroupFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values, formikHelpers) => {
        helpers.current = formikHelpers;
        setFormError(undefined);
        onSubmit(values);
      }}
    >
      <div className={styles.layout}>
        <Form noValidate className={styles.form} aria-busy={submitting}>
          <FocusFirstError />
          {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
          <FormikTextField
            name="name"
            label="Group Name"
            required
            maxLength={GROUP_LIMITS.name}
            showCount
            autoComplete="off"
            hint="Recipients see this name when they unsubscribe or manage their preferences."
          />
          <FormikTextField
            name="description"
            label="Group Description"
            required
            maxLength={GROUP_LIMITS.description}
            showCount
            autoComplete="off"
            hint="Tell recipients which emails this group covers."
          />
          <DisplayedCheckbox displayedElsewhere={displayedElsewhere} wasDisplayed={wasDisplayed} />
          <div className={styles.actions}>
            {extraActions}
            <span className={styles.spacer} />
            <ButtonLink to={listPath} variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" variant="primary" loading={submitting}>
              {submitLabel}
            </Button>
          </div>
        </Form>
        <section className={styles.preview} aria-label="Preview">
          <LivePreview groupId={groupId} preview={preview} onPreviewChange={onPreviewChange} />
        </section>
      </div>
    </Formik>
  );
}

function DisplayedCheckbox({ displayedElsewhere, wasDisplayed }: { displayedElsewhere: number; wasDisplayed: boolean }) {
  const [field, meta] = useField<boolean>({ name: 'isDisplayedOnPreferencesPage', type: 'checkbox' });
  const counted = useAppSelector(selectGroupsComplete);
  const shown = displayedElsewhere + (field.checked ? 1 : 0);
  const full = displayedElsewhere >= GROUP_LIMITS.displayed && !wasDisplayed;
  const hint = !counted
    ? `At most ${GROUP_LIMITS.displayed} groups can be shown on the preferences page.`
    : full
    ? `${GROUP_LIMITS.displayed} of ${GROUP_LIMITS.displayed} groups are already shown on the preferences page. Hide one of them to show this group.`
    : `${shown} of at most ${GROUP_LIMITS.displayed} groups are shown on the preferences page.`;
  return (
    <Checkbox
      name={field.name}
      checked={field.checked ?? false}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label="Display on preferences page"
      hint={hint}
      error={meta.touched || field.checked ? meta.error : undefined}
    />
  );
}

function LivePreview({ groupId, preview, onPreviewChange }: { groupId?: string; preview: PreviewType; onPreviewChange(type: PreviewType): void }) {
  const { values } = useFormikContext<UnsubscribeGroupFormValues>();
  return <GroupPreviews group={values} groupId={groupId} selected={preview} onSelect={onPreviewChange} />;
}
