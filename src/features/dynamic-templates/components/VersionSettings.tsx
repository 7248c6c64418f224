import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import { editorReloadRequested } from '@/features/email-editor/slice';
import type { ApiError } from '@/shared/api/errors';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { saveProblemOf, type SaveProblem } from '@/shared/form/save-problem/save-problem';
import { SaveProblemAlert } from '@/shared/form/save-problem/SaveProblemAlert';
import { unshownValidationMessage, useRequestForm } from '@/shared/form/use-request-form';
import { KeptEditsNotice } from '@/shared/kept-edits/KeptEditsNotice';
import { useKeptEdits } from '@/shared/kept-edits/use-kept-edits';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { DYNAMIC_TEMPLATE_LIMITS } from '../limits';
import { messages } from '../messages';
import { versionSchema } from '../schema';
import { selectTemplateRequest } from '../selectors';
import { templateRequestReset, versionUpdateRequested } from '../slice';
import { versionServerFields, versionSessionKey, type Version, type VersionValues } from '../types';
import styles from './VersionSettings.module.css';

interface Props {
  version: Version;
  /** The editor's base path: its test data sub-screen is below it. */
  basePath: string;
}

/** A 400 is said on the fields (or above them); a 401 signs out; anything else is a failed save or a conflict. */
const problemOf = (error: ApiError | undefined): SaveProblem | undefined => {
  if (error === undefined || error.status === 400 || error.status === 401) return undefined;
  const problem = saveProblemOf(error);
  return problem.kind === 'failed' ? { kind: 'failed', message: messages.versionUpdateFailed(error) } : problem;
};

/** The version's own settings, which the email editor has no place for: its name and subject, and a way to its test data. */
export function VersionSettings({ version, basePath }: Props) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectTemplateRequest(state, 'updateVersion'));
  const initialValues = useMemo<VersionValues>(() => ({ name: version.name, subject: version.subject }), [version.name, version.subject]);

  useEffect(() => () => void dispatch(templateRequestReset('updateVersion')), [dispatch]);

  const save = (values: VersionValues, revision?: string) => dispatch(versionUpdateRequested({ templateId: version.templateId, versionId: version.id, values, revision }));
  const form = useRequestForm<VersionValues>(request, {
    serverFields: versionServerFields,
    onSubmit: (values) => save(values),
    onSaved: () => dispatch(templateRequestReset('updateVersion')),
    formErrorFor: unshownValidationMessage,
  });

  return (
    <section aria-label="Version settings" className={styles.settings}>
      <Formik<VersionValues> initialValues={initialValues} enableReinitialize validationSchema={versionSchema} onSubmit={form.onSubmit}>
        <RequestForm className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved} guardScope={basePath}>
          <KeptSettings version={version} />
          <FormikTextField name="name" label="Version Name" required autoComplete="off" maxLength={DYNAMIC_TEMPLATE_LIMITS.nameLength} />
          <FormikTextField name="subject" label="Subject" required autoComplete="off" maxLength={DYNAMIC_TEMPLATE_LIMITS.subjectLength} />
          <SettingsProblem problem={problemOf(errorOf(request))} onKeepMine={save} sessionKey={versionSessionKey(version.templateId, version.id)} />
          <div className={styles.buttons}>
            <Button type="submit" loading={isInFlight(request)}>
              Save settings
            </Button>
            <ButtonLink to={`${basePath}/test_data`} variant="tertiary">
              Test data
            </ButtonLink>
          </div>
        </RequestForm>
      </Formik>
    </section>
  );
}

/** The settings' unsaved name and subject, kept in the browser and offered back after a reload or a sign-in. */
function KeptSettings({ version }: { version: Version }) {
  const { values, dirty, setValues } = useFormikContext<VersionValues>();
  const kept = useKeptEdits({ kind: 'template-version-settings', id: `${version.templateId}:${version.id}`, values, dirty, ready: true, basedOn: version.updated });
  return <KeptEditsNotice kept={kept} noun="version's settings" revision={version.updated} onRestore={(restored) => void setValues(restored)} />;
}

/** Retry sends the typed settings again; Keep mine saves them over the revision saved elsewhere; Reload opens that revision. */
function SettingsProblem({ problem, sessionKey, onKeepMine }: { problem: SaveProblem | undefined; sessionKey: string; onKeepMine(values: VersionValues, revision?: string): void }) {
  const dispatch = useAppDispatch();
  const { values, submitForm } = useFormikContext<VersionValues>();
  return (
    <SaveProblemAlert
      problem={problem}
      noun="version"
      onRetry={() => void submitForm()}
      onReload={() => dispatch(editorReloadRequested({ key: sessionKey }))}
      onKeepMine={() => onKeepMine(values, problem?.kind === 'conflict' ? problem.revision : undefined)}
    />
  );
}
