import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorOf, isComplete, isInFlight } from '@/shared/request-state/request-state';
import { ROOT_SEQUENCE_ID } from '@/shared/sending/automation';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { selectContentStart } from '../selectors';
import { contentStartKey, contentStartRequested, contentStartReset } from '../slice';
import { BLANK_CODE, BLANK_DESIGN, type ContentCreationType } from '../types';
import { useMessagePaths } from './use-message-paths';

const startName = (templateId: string) => (templateId === BLANK_DESIGN ? 'a blank design' : templateId === BLANK_CODE ? 'blank code' : 'the design you chose');

/**
 * `messages/:messageNum/new/selector/:templateId/version`: creates the email from the start (a design's
 * id, `blank` or `blank-code`) at once, then opens its editor; and
 * `messages/:messageNum/create-design/selector/:templateId/version`: replaces the email's content with
 * the start's once confirmed, then opens its editor.
 */
export function ContentStartPage({ creationType }: { creationType: ContentCreationType }) {
  const { templateId = '' } = useParams();
  const { id, number, areaPath, detailPath, messagePath } = useMessagePaths();
  const [search] = useSearchParams();
  // The chooser says when the design is a system one (the API reads those elsewhere).
  const system = (useLocation().state as { system?: boolean } | null)?.system === true;
  const sequenceId = search.get('sequence') || ROOT_SEQUENCE_ID;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const start = useAppSelector(selectContentStart);
  const key = contentStartKey(creationType, id, number, templateId);
  const mine = start.key === key;
  const request = mine ? start.request : undefined;
  const error = errorOf(request);
  const replacing = creationType === 'create-design';
  const chooserPath = `${messagePath}/${creationType}/selector${replacing ? '' : `?sequence=${encodeURIComponent(sequenceId)}`}`;
  const go = () => dispatch(contentStartRequested({ creationType, id, number, templateId, system, sequenceId }));

  useEffect(() => {
    if (!replacing) go();
  }, [dispatch, key]); // eslint-disable-line react-hooks/exhaustive-deps

  const done = mine && isComplete(start.request) ? start.number : null;
  useEffect(() => {
    if (done === null) return;
    dispatch(contentStartReset());
    navigate(`${detailPath}/messages/${done}/editor`, { replace: true });
  }, [dispatch, navigate, detailPath, done]);

  const header = (
    <PageHeader
      title={replacing ? `Replace the content of Email ${number}` : 'Add an email'}
      breadcrumb={[
        { label: 'Automations', to: areaPath },
        { label: 'Automation', to: detailPath },
      ]}
    />
  );

  if (error) {
    const missing = error.status === 404;
    return (
      <>
        {header}
        <EmptyState
          title={replacing ? 'The content was not replaced' : 'The email was not created'}
          action={
            <>
              {!missing && error.status !== 400 && <Button onClick={go}>Try again</Button>}
              <ButtonLink to={chooserPath}>Choose another start</ButtonLink>
              <ButtonLink to={detailPath}>Back to the automation</ButtonLink>
            </>
          }
        >
          {error.message}
        </EmptyState>
      </>
    );
  }
  if (!replacing || done !== null) return <Spinner size="lg" label={replacing ? 'Replacing the content' : 'Creating the email'} />;

  return (
    <>
      {header}
      <ConfirmDialog
        open
        title={`Replace the content of Email ${number}?`}
        confirmLabel="Replace content"
        busy={isInFlight(request)}
        onConfirm={go}
        onCancel={() => navigate(chooserPath)}
      >
        Its content is replaced by {startName(templateId)}. The current content cannot be brought back.
      </ConfirmDialog>
    </>
  );
}
