import { Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { designThumbnailSource } from '@/features/design-library/selectors';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { FormikRadioGroup } from '@/shared/form/FormikRadioGroup';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { StoredEmailThumbnail } from '@/shared/thumbnails/StoredEmailThumbnail';
import { Spinner } from '@/shared/ui/Spinner';
import { cx } from '@/shared/ui/cx';
import { DYNAMIC_TEMPLATE_LIMITS } from '../limits';
import { messages } from '../messages';
import { versionSchema } from '../schema';
import { selectCreated, selectDesignChoices, selectTemplateRequest, selectVersionLimitMessage } from '../selectors';
import { designChoicesRequested, templateRequestReset, versionCreateRequested } from '../slice';
import { versionServerFields, type DesignChoice, type VersionSource, type VersionValues } from '../types';
import styles from './DynamicTemplates.module.css';
import { useTemplate } from './use-template';

const BLANK_DESIGN = 'blank-design';
const BLANK_CODE = 'blank-code';
const CHOSEN_DESIGN = 'design';

type NewVersionValues = VersionValues & { start: string };

const sourceOf = (start: string, designId: string | undefined): VersionSource =>
  start === CHOSEN_DESIGN && designId ? { kind: 'design', designId } : { kind: 'blank', editor: start === BLANK_CODE ? 'code' : 'design' };

/**
 * /dynamic-templates/:id/versions/new and …/versions/new/selector/template/:templateId (a design's id):
 * a new version's name and subject, started blank in the design or code editor, or from one of your
 * designs or a system design. Once created, the version opens in the editor.
 */
export function NewVersionPage() {
  const { id = '', templateId: designId } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { template, request: templateRequest, retry } = useTemplate(id);
  const request = useAppSelector((state) => selectTemplateRequest(state, 'createVersion'));
  const created = useAppSelector(selectCreated);
  const limit = useAppSelector((state) => selectVersionLimitMessage(state, id));
  const choices = useAppSelector(selectDesignChoices);
  const chosen = [...choices.yours, ...choices.system].find((choice) => choice.id === designId);
  const base = `/dynamic-templates/${id}/versions/new`;

  useEffect(() => {
    dispatch(designChoicesRequested());
    return () => void dispatch(templateRequestReset('createVersion'));
  }, [dispatch]);

  const initialValues = useMemo<NewVersionValues>(
    () => ({ name: '', subject: '', start: designId ? CHOSEN_DESIGN : BLANK_DESIGN }),
    [designId],
  );
  const form = useRequestForm<NewVersionValues>(request, {
    serverFields: versionServerFields,
    onSubmit: ({ start, ...values }) => dispatch(versionCreateRequested({ templateId: id, values, source: sourceOf(start, designId) })),
    onSaved: () => created?.versionId && navigate(`/dynamic-templates/${id}/version/${created.versionId}`),
    formErrorFor: (error, shownByFields) => (error.status === 401 || shownByFields ? undefined : error.status === 400 ? error.message : messages.versionCreateFailed(error)),
  });

  const templateError = errorOf(templateRequest);
  if (!template) {
    if (!templateError) return <Spinner size="lg" label="Loading the dynamic template" />;
    return (
      <>
        <PageHeader title="Add a Version" breadcrumb={[{ label: 'Dynamic Templates', to: '/dynamic-templates' }]} />
        <EmptyState title={templateError.status === 404 ? 'This dynamic template does not exist' : 'We could not load this dynamic template'}>
          {templateError.status === 404 ? <p>It may have been deleted, perhaps in another tab.</p> : <Button onClick={retry}>Try again</Button>}
        </EmptyState>
      </>
    );
  }

  const startOptions = [
    { value: BLANK_DESIGN, label: 'Blank, in the design editor' },
    { value: BLANK_CODE, label: 'Blank, in the code editor' },
    ...(designId ? [{ value: CHOSEN_DESIGN, label: `The design ${chosen?.name ?? 'chosen below'}` }] : []),
  ];

  return (
    <>
      <PageHeader
        title="Add a Version"
        description={`A new version of ${template.name}. The first version of a template becomes its active version.`}
        breadcrumb={[{ label: 'Dynamic Templates', to: '/dynamic-templates' }]}
      />
      {limit && <InlineAlert tone="warning">{limit}</InlineAlert>}
      <Formik<NewVersionValues> key={designId ?? 'blank'} initialValues={initialValues} validationSchema={versionSchema} onSubmit={form.onSubmit}>
        <RequestForm className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved}>
          <FormikTextField name="name" label="Version Name" required autoComplete="off" maxLength={DYNAMIC_TEMPLATE_LIMITS.nameLength} showCount />
          <FormikTextField name="subject" label="Subject" required autoComplete="off" maxLength={DYNAMIC_TEMPLATE_LIMITS.subjectLength} hint="Handlebars work here too: {{first_name}}." />
          <FormikRadioGroup name="start" legend="Start from" options={startOptions} required />
          <div className={styles.actions}>
            <CancelAndSubmit cancelTo="/dynamic-templates" submitLabel="Create Version" submitting={isInFlight(request)} />
          </div>
        </RequestForm>
      </Formik>
      <h2 className={styles.startFromDesign}>Or start from a design</h2>
      {errorOf(choices.request) && <InlineAlert tone="danger">{messages.designsFailed}</InlineAlert>}
      {isInFlight(choices.request) && choices.yours.length + choices.system.length === 0 && <Spinner label="Loading the designs" />}
      <DesignChoices title="Your designs" choices={choices.yours} chosenId={designId} base={base} />
      <DesignChoices title="SendGrid designs" choices={choices.system} chosenId={designId} base={base} />
    </>
  );
}

function DesignChoices({ title, choices, chosenId, base }: { title: string; choices: DesignChoice[]; chosenId: string | undefined; base: string }) {
  if (choices.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.id}>
            <div className={cx(styles.choice, choice.id === chosenId && styles.chosen)}>
              <ChoiceThumbnail choice={choice} />
              <span id={`choice-${choice.id}`}>{choice.name}</span>
              {choice.id === chosenId ? (
                <strong>Chosen</strong>
              ) : (
                <Link to={`${base}/selector/template/${choice.id}`} aria-describedby={`choice-${choice.id}`}>
                  Use this design
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The design's email, read from the design library when the choice comes into view. */
function ChoiceThumbnail({ choice }: { choice: DesignChoice }) {
  return <StoredEmailThumbnail className={styles.choiceThumbnail} {...designThumbnailSource(choice.system ? 'sendgrid-designs' : 'your-designs', choice)} />;
}
