import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { legacyTagsReplaced } from '@/features/dynamic-templates/slice';
import { selectEditorContent } from '@/features/email-editor/selectors';
import { contentEdited } from '@/features/email-editor/slice';
import type { LegacyTagSummary } from '@/shared/handlebars/legacy-tags';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { CheckboxGroup } from '@/shared/ui/CheckboxGroup';
import { Modal } from '@/shared/ui/Modal';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { changedLines, replaceTagsInContent } from './legacy-tag-replacement';
import styles from './VersionEditorRoute.module.css';

interface Props {
  sessionKey: string;
  versionId: string;
  tags: LegacyTagSummary[];
  basePath: string;
}

/**
 * …/substitution_tag_replacement: the tags to replace (all, unless some are unticked), the lines that
 * change, before and after, and the replacement itself: an edit in the editor (undoable, saved by the
 * autosave), then the success screen.
 */
export function TagReplacementDialog({ sessionKey, versionId, tags, basePath }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const content = useAppSelector((state) => selectEditorContent(state, sessionKey));
  // Chosen once, from the tags on screen when the dialog opened: the replacement removes them from `tags`.
  const [chosen, setChosen] = useState(() => tags.map((tag) => tag.tag));
  const [options] = useState(() => tags.map((tag) => ({ value: tag.tag, label: `${tag.tag} → ${tag.handlebars}` })));
  const result = useMemo(() => (content ? replaceTagsInContent(content, chosen) : undefined), [content, chosen]);
  const lines = useMemo(() => (content && result ? changedLines(content.html, result.content.html) : []), [content, result]);
  const close = () => navigate(basePath);

  const replace = () => {
    if (!result || result.replaced.length === 0) return;
    dispatch(contentEdited({ key: sessionKey, content: result.content }));
    dispatch(legacyTagsReplaced({ versionId, replaced: result.replaced }));
    navigate(`${basePath}/substitution_tag_replacement/success`);
  };

  return (
    <Modal
      open
      size="lg"
      title="Replace substitution tags"
      onClose={close}
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" disabled={chosen.length === 0 || lines.length === 0} onClick={replace}>
            Replace tags
          </Button>
        </>
      }
    >
      {options.length === 0 ? (
        <p>This version uses no legacy substitution tags.</p>
      ) : (
        <>
          <CheckboxGroup legend="Tags to replace" name="tags" options={options} value={chosen} onChange={setChosen} />
          <h3>Changes</h3>
          {lines.length === 0 ? (
            <p>Choose at least one tag to see what changes.</p>
          ) : (
            <ol className={styles.diff} aria-label="Changed lines">
              {lines.map((line, index) => (
                <li key={index}>
                  <span className={styles.removed}>
                    <VisuallyHidden>Line {line.line} before: </VisuallyHidden>- {line.before}
                  </span>
                  <span className={styles.added}>
                    <VisuallyHidden>after: </VisuallyHidden>+ {line.after}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Modal>
  );
}
