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
  basePath: string;
  onSendTest(): void;
}

/** The editor's title, save state and actions. */
export function EditorHeader({ session, basePath, onSendTest }: EditorHeaderProps) {
  const dispatch = useAppDispatch();
  const { key } = session;
  const canUndo = useAppSelector((state) => selectCanUndo(state, key));
  const canRedo = useAppSelector((state) => selectCanRedo(state, key));
  const track = (name: string) => dispatch(editorEventTracked({ key, name }));
  const isDesign = session.history.present.editor === 'design';

  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <h1 className={styles.title} tabIndex={-1}>
          {session.title}
        </h1>
        <SaveStatusText save={session.save} />
      </div>
      <div className={styles.actions}>
        <div role="group" aria-label="History" className={styles.actionGroup}>
          <Button size="sm" disabled={!canUndo} onClick={() => dispatch(undoRequested({ key }))} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </Button>
          <Button size="sm" disabled={!canRedo} onClick={() => dispatch(redoRequested({ key }))} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
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
