import { Formik, useField, useFormikContext } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { FormikTextField } from '@/shared/form/FormikTextField';
import type { KeepAs } from '@/shared/kept-edits/FormikKeptEdits';
import { RequestForm } from '@/shared/form/RequestForm';
import { isRetryableSaveFailure, saveFailureMessage } from '@/shared/form/save-failure';
import { useRequestForm } from '@/shared/form/use-request-form';
import type { RequestState } from '@/shared/request-state/request-state';
import { Checkbox } from '@/shared/ui/Checkbox';
import { GROUP_LIMITS } from '../limits';
import { selectGroupsComplete } from '../selectors';
import { groupSchema } from '../schema';
import { groupServerFields, type UnsubscribeGroupFormValues } from '../types';
import styles from './GroupForm.module.css';
import { GroupPreviews } from './GroupPreviews';
import { usePreviewType } from './use-preview-type';

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
  onSubmit(values: UnsubscribeGroupFormValues): void;
  onSaved(): void;
  /** Extra actions beside Cancel (Delete on the edit page). */
  extraActions?: ReactNode;
  /** Keeps unsaved edits in the browser (the edit form: kept through a sign-in). */
  keepAs?: KeepAs;
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
  onSubmit,
  onSaved,
  extraActions,
  keepAs,
}: Props) {
  const wasDisplayed = initialValues.isDisplayedOnPreferencesPage;
  const schema = useMemo(() => groupSchema({ takenNames, displayedElsewhere, wasDisplayed }), [takenNames, displayedElsewhere, wasDisplayed]);
  const form = useRequestForm(request, {
    serverFields: groupServerFields,
    onSubmit,
    onSaved,
    // A 4xx the fields cannot show (the group limit) is said here: the alert stack may be out of view.
    // A time-out or a server failure is said here too, with Retry.
    formErrorFor: (error, shownByFields) =>
      isRetryableSaveFailure(error) ? saveFailureMessage(error) : error.status >= 400 && error.status < 500 && !shownByFields ? error.message : undefined,
  });

  return (
    <Formik<UnsubscribeGroupFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={form.onSubmit}>
      <div className={styles.layout}>
        {/* The form stays under …/preview: its preview tabs and the delete dialog are paths below it. */}
        <RequestForm
          className={styles.form}
          formError={form.formError}
          retryable={form.retryable}
          keepAs={keepAs}
          submitting={form.submitting}
          saved={form.saved}
          guardScope=".."
        >
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
            <CancelAndSubmit cancelTo={listPath} submitLabel={submitLabel} submitting={form.submitting} />
          </div>
        </RequestForm>
        <section className={styles.preview} aria-label="Preview">
          <LivePreview groupId={groupId} />
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

function LivePreview({ groupId }: { groupId?: string }) {
  const { values } = useFormikContext<UnsubscribeGroupFormValues>();
  const [preview, setPreview] = usePreviewType();
  return <GroupPreviews group={values} groupId={groupId} selected={preview} onSelect={setPreview} />;
}
