import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { EDITOR_EVENTS } from '../editor-analytics-events';
import { selectCanRedo, selectCanUndo } from '../selectors';
import type { EditorSession } from '../session-types';
import { editorEventTracked, redoRequested, undoRequested } from '../slice';
import styles from './EmailEditor.module.css';
import { SaveStatusText } from './SaveStatus';

interface EditorHeaderProps {
  session: EditorSession;
  /** Edits kept from an earlier visit wait to be restored: what is on screen is not all the user's work. */
  keptOffered?: boolean;
  basePath: string;
  onSendTest(): void;
  /** The pre-send checks' toggle, beside Send test: on a row of its own it would take height from the email. */
  checks: ReactNode;
}

/** The editor's title, save state and actions. */
export function EditorHeader({ session, keptOffered = false, basePath, onSendTest, checks }: EditorHeaderProps) {
  const dispatch = useAppDispatch();
  const { key } = session;
  const canUndo = useAppSelector((state) => selectCanUndo(state, key));
  const canRedo = useAppSelector((state) => selectCanRedo(state, key));
  const track = (name: string) => dispatch(editorEventTracked({ key, name }));
  const undoRef = useRef<HTMLButtonElement>(null);
  const redoRef = useRef<HTMLButtonElement>(null);
  // The last undo (or redo) disables its own button, which would drop focus to the page: it moves to the other one.
  const [focusNext, setFocusNext] = useState<'undo' | 'redo' | null>(null);
  useEffect(() => {
    if (focusNext === 'redo' && canRedo) redoRef.current?.focus();
    if (focusNext === 'undo' && canUndo) undoRef.current?.focus();
    setFocusNext(null);
  }, [focusNext, canUndo, canRedo]);
  const step = (direction: 'undo' | 'redo') => {
    const { past, future } = session.history;
    const lastStep = direction === 'undo' ? past.length === 1 : future.length === 1;
    dispatch(direction === 'undo' ? undoRequested({ key }) : redoRequested({ key }));
    if (lastStep) setFocusNext(direction === 'undo' ? 'redo' : 'undo');
  };
  const isDesign = session.history.present.editor === 'design';

  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <h1 className={styles.title} tabIndex={-1}>
          {session.title}
        </h1>
        <SaveStatusText save={session.save} keptOffered={keptOffered} />
      </div>
      <div className={styles.actions}>
        <div role="group" aria-label="History" className={styles.actionGroup}>
          <Button ref={undoRef} size="sm" disabled={!canUndo} onClick={() => step('undo')} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </Button>
          <Button ref={redoRef} size="sm" disabled={!canRedo} onClick={() => step('redo')} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
            Redo
          </Button>
        </div>
        {isDesign && (
          <ButtonLink size="sm" to={`${basePath}/edit_code/convert`}>
            Edit in code
          </ButtonLink>
        )}
        <ButtonLink size="sm" to={`${basePath}/email_testing`} onClick={() => track(EDITOR_EVENTS.emailTestingOpened)}>
          Email testing
        </ButtonLink>
        <ButtonLink size="sm" to={`${basePath}/preview`} onClick={() => track(EDITOR_EVENTS.previewOpened)}>
          Preview
        </ButtonLink>
        {checks}
        <Button
          size="sm"
          variant="primary"
          onClick={() => {
            track(EDITOR_EVENTS.testSendOpened);
            onSendTest();
          }}
        >
          Send test
        </Button>
      </div>
    </header>
  );
}
