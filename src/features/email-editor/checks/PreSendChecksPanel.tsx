import { useDeferredValue, useEffect, useId, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectHandlebarsIssues } from '../code/code-slice';
import { selectEditorContent, selectEditorSession } from '../selectors';
import { moduleSelected } from '../slice';
import { handlebarsPreSendIssues, runPreSendChecks } from './pre-send-checks';
import styles from './PreSendChecksPanel.module.css';

interface Props {
  sessionKey: string;
  /** Told how many issues there are, for a badge where the panel is folded away. */
  onIssueCount?(count: number): void;
}

export const ALL_CLEAR_MESSAGE = 'All clear: nothing found that would hurt delivery.';

/** The canvas marks each module's element with its id; the panel scrolls to it. */
export const MODULE_ID_ATTRIBUTE = 'data-module-id';

function revealModule(moduleId: string): void {
  const element = document.querySelector<HTMLElement>(`[${MODULE_ID_ATTRIBUTE}="${CSS.escape(moduleId)}"]`);
  element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  element?.focus({ preventScroll: true });
}

const summary = (count: number) => (count === 1 ? '1 thing to check before sending' : `${count} things to check before sending`);

/**
 * Beside the canvas or the code, always: what would hurt delivery (no unsubscribe link, images without
 * alt text, HTML Gmail clips, empty or unsafe links, Handlebars issues, too many links). An issue of one
 * module is a button that selects the module and scrolls to it.
 */
export function PreSendChecksPanel({ sessionKey, onIssueCount }: Props) {
  const dispatch = useAppDispatch();
  const content = useAppSelector((state) => selectEditorContent(state, sessionKey));
  const handlebarsIssues = useAppSelector((state) => selectHandlebarsIssues(state, sessionKey));
  // A dynamic template is transactional email (sent through the Mail Send API): it needs no unsubscribe link.
  const unsubscribeRequired = useAppSelector((state) => selectEditorSession(state, sessionKey)?.testSend.source !== 'dynamic-templates');
  // The checks parse the whole HTML: they follow typing when React has time, and run again only when the
  // design or the HTML changed (not when a save or a Handlebars check replaced the content or the issues).
  const checked = useDeferredValue(content);
  const design = checked?.document;
  const html = checked?.html;
  const contentIssues = useMemo(() => (html === undefined ? [] : runPreSendChecks({ document: design, html, unsubscribeRequired })), [design, html, unsubscribeRequired]);
  const issues = useMemo(() => [...contentIssues, ...handlebarsPreSendIssues(handlebarsIssues)], [contentIssues, handlebarsIssues]);

  const titleId = useId();
  useEffect(() => onIssueCount?.(issues.length), [issues.length, onIssueCount]);

  const select = (moduleId: string) => {
    dispatch(moduleSelected({ key: sessionKey, moduleId }));
    revealModule(moduleId);
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Pre-send checks
      </h2>
      <p role="status" className={issues.length ? styles.summary : styles.clear}>
        {issues.length ? summary(issues.length) : ALL_CLEAR_MESSAGE}
      </p>
      {issues.length > 0 && (
        <ul className={styles.list}>
          {issues.map(({ kind, message, moduleId }, index) => (
            <li key={`${kind}:${moduleId ?? ''}:${index}`} className={styles.issue}>
              {moduleId !== null ? (
                <button type="button" className={styles.link} onClick={() => select(moduleId)}>
                  {message}
                </button>
              ) : (
                message
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
