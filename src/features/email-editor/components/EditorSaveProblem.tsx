import { SaveProblemAlert } from '@/shared/form/save-problem/SaveProblemAlert';
import { useAppDispatch } from '@/shared/store/hooks';
import { editorKeepMineChosen, editorSaveRetried, type EditorSession } from '../slice';
import { useEditorReload } from './editor-reload';
import { saveProblemOfState } from './SaveStatus';

/** The session's failed save (Retry) or conflict (Reload, Keep mine), wherever in the editor it is shown. */
export function EditorSaveProblem({ session, className }: { session: EditorSession; className?: string }) {
  const dispatch = useAppDispatch();
  const reload = useEditorReload();
  const { key } = session;
  return (
    <SaveProblemAlert
      problem={saveProblemOfState(session.save)}
      noun={session.noun}
      onRetry={() => dispatch(editorSaveRetried({ key }))}
      onReload={reload}
      onKeepMine={() => dispatch(editorKeepMineChosen({ key }))}
      className={className}
    />
  );
}
