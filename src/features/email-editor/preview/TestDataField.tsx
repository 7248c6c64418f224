import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { TextArea } from '@/shared/ui/TextArea';
import { EditorSaveProblem } from '../components/EditorSaveProblem';
import { selectEditorSession } from '../selectors';
import { parseTestData } from './test-data';
import { selectTestDataText, testDataEdited } from './test-data-slice';

const HINT = 'Values for the Handlebars tags as a JSON object, for example {"first_name": "Ana", "items": [{"name": "Hat"}]}. Test emails carry them too.';

/**
 * The session's test data, as typed; kept in the store so the test send can read it. Where the host saves
 * it, a failed save or a conflict is also said here: the preview covers the editor's own alert.
 */
export function TestDataField({ sessionKey }: { sessionKey: string }) {
  const dispatch = useAppDispatch();
  const text = useAppSelector((state) => selectTestDataText(state, sessionKey));
  const session = useAppSelector((state) => selectEditorSession(state, sessionKey));
  const parsed = parseTestData(text);
  return (
    <>
      <TextArea
        label="Test data (JSON)"
        name="test-data"
        rows={8}
        spellCheck={false}
        autoComplete="off"
        value={text}
        onChange={(event) => dispatch(testDataEdited({ key: sessionKey, text: event.target.value }))}
        hint={HINT}
        error={parsed.status === 'invalid' ? parsed.reason : undefined}
      />
      {session?.savesTestData && <EditorSaveProblem session={session} />}
    </>
  );
}
