import { Formik } from 'formik';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { errorOf } from '@/shared/request-state/request-state';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { NAME_SERVER_FIELDS, singleSendNameSchema, type SingleSendNameValues } from '../schema';
import { selectStartDesign } from '../selectors';
import { createRequested, startDesignRequested } from '../slice';
import type { CreationType } from './CreateSelectorPage';
import { safeImageUrl } from '@/shared/url/safe-image-url';
import styles from './Creation.module.css';
import { LimitNotice } from './LimitNotice';
import { useAreaPath } from './use-area-path';
import { useCreateDraft } from './use-create-draft';

/**
 * /single-sends/:creationType/selector/template/:templateId (and /new/selector/template/:templateId): a
 * single send started from one design, yours or a system one; its content is copied into the draft.
 */
export function TemplateStartPage({ creationType }: { creationType: CreationType }) {
  const { templateId = '' } = useParams();
  // The selector says when the design is a system one, which spares asking for it among yours first.
  const system = (useLocation().state as { system?: boolean } | null)?.system === true;
  const dispatch = useAppDispatch();
  const to = useAreaPath();
  const draft = useCreateDraft();
  const { request, value: design } = useAppSelector((state) => selectStartDesign(state, templateId));
  const form = useRequestForm<SingleSendNameValues>(draft.request, {
    serverFields: NAME_SERVER_FIELDS,
    onSubmit: ({ name }) => dispatch(createRequested({ name, start: { kind: 'design', designId: templateId, system } })),
    onSaved: draft.openCreated,
  });
  useEffect(() => {
    dispatch(startDesignRequested({ id: templateId, system }));
  }, [dispatch, templateId, system]);

  const back = to(`${creationType}/selector/your-designs`);
  const header = (
    <PageHeader
      title="Create a Single Send"
      breadcrumb={[
        { label: 'Single Sends', to: to() },
        { label: 'Start from', to: back },
      ]}
      description={design ? `Starts from the design ${design.name}: its subject and content are copied into the new single send.` : undefined}
    />
  );
  const error = errorOf(request);

  if (!design) {
    return (
      <>
        {header}
        {error ? (
          <EmptyState
            title={error.status === 404 ? 'Design not found' : 'We could not load the design'}
            action={error.status === 404 ? undefined : <Button onClick={() => dispatch(startDesignRequested({ id: templateId, system }))}>Try again</Button>}
          >
            {error.status === 404 ? 'This design does not exist or was deleted. Choose another one.' : error.message}
          </EmptyState>
        ) : (
          <Spinner label="Loading the design" />
        )}
      </>
    );
  }

  return (
    <>
      {header}
      {draft.atLimit && <LimitNotice />}
      <div className={`${styles.card} ${styles.designCard}`}>
        {safeImageUrl(design.thumbnailUrl) && <img className={styles.thumbnail} src={safeImageUrl(design.thumbnailUrl)} alt={`The design ${design.name}`} referrerPolicy="no-referrer" />}
        <h2>{design.name}</h2>
        <p className={styles.meta}>{design.editor === 'design' ? 'Opens in the design editor.' : 'Opens in the code editor.'}</p>
      </div>
      <Formik<SingleSendNameValues> initialValues={{ name: design.name.slice(0, SINGLE_SEND_LIMITS.nameLength) }} validationSchema={singleSendNameSchema} onSubmit={form.onSubmit}>
        <RequestForm className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved}>
          <FormikTextField name="name" label="Single Send Name" required maxLength={SINGLE_SEND_LIMITS.nameLength} showCount autoComplete="off" />
          <div className={styles.actions}>
            <CancelAndSubmit cancelTo={back} submitLabel="Create Single Send" submitting={form.submitting} />
          </div>
        </RequestForm>
      </Formik>
    </>
  );
}
