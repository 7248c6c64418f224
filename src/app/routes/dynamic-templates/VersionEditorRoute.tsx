import { useEffect, useMemo } from 'react';
import { Link, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { VersionSettings } from '@/features/dynamic-templates/components/VersionSettings';
import { LEGACY_TAGS_MESSAGE } from '@/features/dynamic-templates/messages';
import { selectTemplate, selectVersionEditing } from '@/features/dynamic-templates/selectors';
import { versionEditorRequested } from '@/features/dynamic-templates/slice';
import { versionSessionKey } from '@/features/dynamic-templates/types';
import { EmailEditor } from '@/features/email-editor/components/EmailEditor';
import { selectEditorContent, selectEditorSession } from '@/features/email-editor/selectors';
import { editorClosed } from '@/features/email-editor/slice';
import { summarizeLegacyTags } from '@/shared/handlebars/legacy-tags';
import { errorOf, isComplete } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { editorBasePath } from '../design-library/editor-base-path';
import { LegacyTagsDialog } from './LegacyTagsDialog';
import { ReplacementSuccessDialog } from './ReplacementSuccessDialog';
import { TagReplacementDialog } from './TagReplacementDialog';
import styles from './VersionEditorRoute.module.css';

const INDEX = '/dynamic-templates';

/**
 * /dynamic-templates/:id/version/:versionId/*: the email editor hosting one version. The feature's epic
 * reads the version and opens the session `dynamic-template:<id>:<versionId>` with its content and test
 * data; the version's name and subject are set above the editor; a version that still has legacy
 * substitution tags says so and offers their replacement (legacy_tags, substitution_tag_replacement and
 * its success screen, beside the editor's own sub-screens). Leaving closes the session.
 */
export function VersionEditorRoute() {
  const { id = '', versionId = '', '*': splat } = useParams();
  const basePath = editorBasePath(useLocation().pathname, splat);
  const key = versionSessionKey(id, versionId);
  const dispatch = useAppDispatch();
  const editing = useAppSelector(selectVersionEditing);
  const template = useAppSelector((state) => selectTemplate(state, id));
  const session = useAppSelector((state) => selectEditorSession(state, key));
  const html = useAppSelector((state) => selectEditorContent(state, key)?.html ?? '');
  const tags = useMemo(() => summarizeLegacyTags(html), [html]);
  const open = () => dispatch(versionEditorRequested({ templateId: id, versionId }));

  useEffect(() => {
    open();
    return () => {
      dispatch(editorClosed({ key }));
    };
  }, [dispatch, id, versionId, key]); // eslint-disable-line react-hooks/exhaustive-deps

  const mine = editing.versionId === versionId;
  const error = mine ? errorOf(editing.request) : undefined;
  const back = <ButtonLink to={INDEX}>Back to Dynamic Templates</ButtonLink>;

  if (error) {
    const missing = error.status === 404;
    return (
      <>
        <PageHeader title={missing ? 'Version not found' : 'Version editor'} breadcrumb={[{ label: 'Dynamic Templates', to: INDEX }]} />
        {missing ? (
          <EmptyState title="This version does not exist" action={back}>
            It, or its template, may have been deleted, perhaps in another tab.
          </EmptyState>
        ) : (
          <EmptyState title="We could not open this version" action={<Button onClick={open}>Try again</Button>}>
            {error.message}
          </EmptyState>
        )}
      </>
    );
  }
  if (!mine || !isComplete(editing.request) || !session || !editing.version) return <Spinner size="lg" label="Opening the version" />;
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={INDEX}>Dynamic Templates</Link>
          </li>
          <li>{template?.name ?? id}</li>
        </ol>
      </nav>
      <VersionSettings version={editing.version} basePath={basePath} />
      {editing.notice && <InlineAlert tone="info">{editing.notice}</InlineAlert>}
      {tags.length > 0 && (
        <InlineAlert tone="warning" title="This version uses legacy substitution tags">
          <p>
            {tags.map((tag) => tag.tag).join(', ')}: {LEGACY_TAGS_MESSAGE}.
          </p>
          <ButtonLink size="sm" to={`${basePath}/legacy_tags`}>
            Review the tags
          </ButtonLink>
        </InlineAlert>
      )}
      <EmailEditor sessionKey={key} basePath={basePath} />
      <Routes>
        <Route path="legacy_tags" element={<LegacyTagsDialog tags={tags} basePath={basePath} />} />
        <Route path="substitution_tag_replacement" element={<TagReplacementDialog sessionKey={key} versionId={versionId} tags={tags} basePath={basePath} />} />
        <Route path="substitution_tag_replacement/success" element={<ReplacementSuccessDialog versionId={versionId} basePath={basePath} />} />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}
