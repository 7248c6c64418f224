import { Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { DYNAMIC_TEMPLATE_LIMITS } from '../limits';
import { messages } from '../messages';
import { versionSchema } from '../schema';
import { selectTemplateRequest } from '../selectors';
import { templateRequestReset, versionUpdateRequested } from '../slice';
import { versionServerFields, type Version, type VersionValues } from '../types';
import styles from './VersionSettings.module.css';

interface Props {
  version: Version;
  /** The editor's base path: its test data sub-screen is below it. */
  basePath: string;
}

/** The version's own settings, which the email editor has no place for: its name and subject, and a way to its test data. */
export function VersionSettings({ version, basePath }: Props) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectTemplateRequest(state, 'updateVersion'));
  const initialValues = useMemo<VersionValues>(() => ({ name: version.name, subject: version.subject }), [version.name, version.subject]);

  useEffect(() => () => void dispatch(templateRequestReset('updateVersion')), [dispatch]);

  const form = useRequestForm<VersionValues>(request, {
    serverFields: versionServerFields,
    onSubmit: (values) => dispatch(versionUpdateRequested({ templateId: version.templateId, versionId: version.id, values })),
    onSaved: () => dispatch(templateRequestReset('updateVersion')),
    formErrorFor: (error, shownByFields) => (error.status === 401 || shownByFields ? undefined : error.status === 400 ? error.message : messages.versionUpdateFailed(error)),
  });

  return (
    <section aria-label="Version settings" className={styles.settings}>
      <Formik<VersionValues> initialValues={initialValues} enableReinitialize validationSchema={versionSchema} onSubmit={form.onSubmit}>
        <RequestForm className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved} guardScope={basePath}>
          <FormikTextField name="name" label="Version Name" required autoComplete="off" maxLength={DYNAMIC_TEMPLATE_LIMITS.nameLength} />
          <FormikTextField name="subject" label="Subject" required autoComplete="off" maxLength={DYNAMIC_TEMPLATE_LIMITS.subjectLength} />
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
