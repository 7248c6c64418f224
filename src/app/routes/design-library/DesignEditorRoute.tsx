import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { selectDesignEditing } from '@/features/design-library/selectors';
import { designEditorRequested } from '@/features/design-library/slice';
import { designSessionKey } from '@/features/design-library/types';
import { EmailEditor } from '@/features/email-editor/components/EmailEditor';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { editorClosed } from '@/features/email-editor/slice';
import { errorOf, isComplete } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { editorBasePath } from './editor-base-path';

/**
 * /design-library/your-designs/:id/editor/* (and its /legacy/templates twin): the email editor hosted by
 * the design library. The design library's epic reads the design and opens the editor's session
 * `design:<id>` with its document (or its HTML, for a code design); leaving closes the session.
 */
export function DesignEditorRoute() {
  const { id = '', '*': splat } = useParams();
  const basePath = editorBasePath(useLocation().pathname, splat);
  const yourDesignsPath = basePath.slice(0, basePath.length - `/${id}/editor`.length);
  const key = designSessionKey(id);
  const dispatch = useAppDispatch();
  const editing = useAppSelector(selectDesignEditing);
  const session = useAppSelector((state) => selectEditorSession(state, key));
  const open = () => dispatch(designEditorRequested({ id }));

  useEffect(() => {
    open();
    return () => {
      dispatch(editorClosed({ key }));
    };
  }, [dispatch, id, key]); // eslint-disable-line react-hooks/exhaustive-deps

  const mine = editing.id === id;
  const error = mine ? errorOf(editing.request) : undefined;
  const back = <ButtonLink to={yourDesignsPath}>Back to Your Designs</ButtonLink>;

  if (error) {
    const missing = error.status === 404;
    return (
      <>
        <PageHeader title={missing ? 'Design not found' : 'Design editor'} breadcrumb={[{ label: 'Your Designs', to: yourDesignsPath }]} />
        {missing ? (
          <EmptyState title="This design does not exist" action={back}>
            It may have been deleted, perhaps in another tab.
          </EmptyState>
        ) : (
          <EmptyState title="We could not open this design" action={<Button onClick={open}>Try again</Button>}>
            {error.message}
          </EmptyState>
        )}
      </>
    );
  }
  if (!mine || !isComplete(editing.request) || !session) return <Spinner size="lg" label="Opening the design" />;
  return (
    <>
      {editing.notice && <InlineAlert tone="info">{editing.notice}</InlineAlert>}
      <EmailEditor sessionKey={key} basePath={basePath} />
    </>
  );
}
