import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { isValidIdentifier } from '@/shared/routing/identifier';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmailPreview } from '@/shared/ui/EmailPreview';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { selectCreatingFrom, selectDesignPreview } from '../selectors';
import { designCreateRequested, designPreviewRequested } from '../slice';
import { isDesignKind, type Design, type DesignKind } from '../types';
import { LIBRARY_TABS } from './library-tabs';
import { useOpenCreatedDesign } from './use-open-created-design';

/** Routes lead from this screen (its route is a child of /design-library) to the library. */
const LIBRARY = '..';


/** /design-library/:templateType/:templateId/preview: one of your designs or a system design, as an inbox shows it. */
export function DesignPreviewPage() {
  const { templateType, templateId } = useParams();
  if (!isDesignKind(templateType) || !isValidIdentifier(templateId)) return <DesignNotFound />;
  return <Preview kind={templateType} id={templateId} />;
}

function DesignNotFound() {
  return (
    <>
      <PageHeader title="Design not found" breadcrumb={[{ label: 'Design Library', to: LIBRARY }]} />
      <EmptyState title="This design does not exist" action={<ButtonLink to={LIBRARY}>Back to the design library</ButtonLink>}>
        It may have been deleted, or the address is not complete.
      </EmptyState>
    </>
  );
}

function Preview({ kind, id }: { kind: DesignKind; id: string }) {
  const dispatch = useAppDispatch();
  const { request, design } = useAppSelector((state) => selectDesignPreview(state, kind, id));
  const error = errorOf(request);
  const load = () => dispatch(designPreviewRequested({ kind, id }));
  const tab = LIBRARY_TABS.find((candidate) => candidate.id === kind);

  // Each visit reads the design again: it may have been edited since.
  useEffect(() => {
    load();
  }, [kind, id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (error?.status === 404) return <DesignNotFound />;
  const breadcrumb = [
    { label: 'Design Library', to: LIBRARY },
    { label: tab?.label ?? 'Designs', to: `${LIBRARY}/${kind}` },
  ];
  return (
    <>
      <PageHeader
        title={design ? `Preview: ${design.name}` : 'Design preview'}
        breadcrumb={breadcrumb}
        actions={design && (kind === 'your-designs' ? <YourDesignActions id={id} /> : <UseSystemDesign design={design} />)}
      />
      {design ? (
        <PreviewFrame design={design} />
      ) : error ? (
        <EmptyState title="We could not load this design" action={<Button onClick={load}>Try again</Button>}>
          {error.message}
        </EmptyState>
      ) : (
        isInFlight(request) && <Spinner label="Loading the design" />
      )}
    </>
  );
}

function YourDesignActions({ id }: { id: string }) {
  return (
    <>
      <ButtonLink to={`${LIBRARY}/your-designs/${id}/duplicate`}>Duplicate</ButtonLink>
      <ButtonLink to={`${LIBRARY}/your-designs/${id}/editor`} variant="primary">
        Edit Design
      </ButtonLink>
    </>
  );
}

function UseSystemDesign({ design }: { design: Design }) {
  const dispatch = useAppDispatch();
  const request = useOpenCreatedDesign(LIBRARY);
  const creatingFrom = useAppSelector(selectCreatingFrom);
  return (
    <Button
      variant="primary"
      loading={isInFlight(request) && creatingFrom?.kind === 'system' && creatingFrom.id === design.id}
      onClick={() => dispatch(designCreateRequested({ name: design.name, source: { kind: 'system', id: design.id } }))}
    >
      Use this design
    </Button>
  );
}

function PreviewFrame({ design }: { design: Design }) {
  return <EmailPreview title={`Preview of ${design.name}`} subjectLine={design.subject ? `Subject: ${design.subject}` : 'No subject yet'} html={design.htmlContent} />;
}
