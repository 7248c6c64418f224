import { Formik, useField } from 'formik';
import { useEffect, useId, useMemo, useRef, type RefObject } from 'react';
import { useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { convertLegacyVersion } from '../conversion';
import { messages } from '../messages';
import { copySchema, copyServerFields, TEMPLATE_NAME_MAX, type CopyValues } from '../schema';
import { selectCopy } from '../selectors';
import { legacyVersionCopyRequested, legacyVersionCopyReset } from '../slice';
import type { LegacyTemplate, LegacyVersion } from '../types';
import styles from './LegacyTemplates.module.css';
import { dynamicVersionPath, templatePath, useLegacyRoots } from './paths';
import { useLegacyVersion } from './use-legacy-version';
import { FormDialogFooter } from '@/shared/form/FormDialogFooter';

/**
 * …/:templateId/versions/:versionId/copy, over the template's page: copies the version into a new dynamic
 * template, saying first what the conversion changes, then opens the copy in the version editor.
 */
export function CopyVersionDialog() {
  const template = useOutletContext<LegacyTemplate>();
  const { versionId = '' } = useParams();
  const navigate = useNavigate();
  const { root } = useLegacyRoots();
  const { version, error, notFound, retry } = useLegacyVersion(template.id, versionId);
  const close = () => navigate(templatePath(root, template.id));
  const title = 'Copy to a dynamic template';

  if (version && !notFound) return <CopyForm template={template} version={version} onClose={close} />;
  return (
    <Modal open title={title} onClose={close} footer={<Button onClick={close}>Close</Button>}>
      {notFound || !template.versions.some((candidate) => candidate.id === versionId) ? (
        <p>This version does not exist: it may have been deleted.</p>
      ) : error ? (
        <>
          <p>{error.message}</p>
          <Button onClick={retry}>Try again</Button>
        </>
      ) : (
        <Spinner label="Loading the version" />
      )}
    </Modal>
  );
}

function CopyForm({ template, version, onClose }: { template: LegacyTemplate; version: LegacyVersion; onClose(): void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { request, copied } = useAppSelector(selectCopy);
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = isInFlight(request);
  const { tags, markers } = useMemo(() => convertLegacyVersion(version), [version]);
  const initialValues = useMemo<CopyValues>(() => ({ name: template.name.slice(0, TEMPLATE_NAME_MAX) }), [template.name]);

  useEffect(() => () => void dispatch(legacyVersionCopyReset()), [dispatch]);

  // The copy opens in the version editor once it is made.
  useEffect(() => {
    if (copied) navigate(dynamicVersionPath(copied.templateId, copied.versionId));
  }, [copied, navigate]);

  const form = useRequestForm<CopyValues>(request, {
    serverFields: copyServerFields,
    onSubmit: (values) => dispatch(legacyVersionCopyRequested({ version, name: values.name.trim() })),
    onSaved: () => undefined,
    formErrorFor: (error, shownByFields) => (error.status === 401 || shownByFields ? undefined : error.status === 400 ? error.message : messages.copyFailed(error)),
  });

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      open
      title={`Copy ${version.name} to a dynamic template`}
      onClose={close}
      initialFocusRef={nameRef}
      size="lg"
      footer={<FormDialogFooter formId={formId} submitLabel="Copy to a dynamic template" busy={busy} onCancel={close} />}
    >
      <p>A new dynamic template is made with this version as its active version, in the code editor. The legacy template stays as it is.</p>
      <Changes tags={tags} markers={markers} />
      <Formik<CopyValues> initialValues={initialValues} validationSchema={copySchema} onSubmit={form.onSubmit}>
        <RequestForm id={formId} formError={form.formError} submitting={form.submitting} saved={form.saved}>
          <NameField inputRef={nameRef} />
        </RequestForm>
      </Formik>
    </Modal>
  );
}

function Changes({ tags, markers }: Pick<ReturnType<typeof convertLegacyVersion>, 'tags' | 'markers'>) {
  if (tags.length === 0 && markers.length === 0) return <p>The version uses no substitution tags or body and subject tags: it is copied as it is.</p>;
  return (
    <>
      <p>What the copy writes differently (its test data gets a sample for each):</p>
      <ul className={styles.changes} aria-label="Conversions">
        {markers.map(({ marker, handlebars, meaning }) => (
          <li key={marker}>
            <code>{marker}</code> becomes <code>{handlebars}</code> ({meaning})
          </li>
        ))}
        {tags.map(({ tag, handlebars, count }) => (
          <li key={tag}>
            <code>{tag}</code> becomes <code>{handlebars}</code> ({count === 1 ? 'once' : `${count} times`})
          </li>
        ))}
      </ul>
    </>
  );
}

function NameField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const [field, meta] = useField<string>('name');
  return <TextField {...field} ref={inputRef} label="Dynamic Template Name" required autoComplete="off" maxLength={TEMPLATE_NAME_MAX} showCount error={meta.touched ? meta.error : undefined} />;
}
