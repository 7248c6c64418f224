import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { TextArea } from '@/shared/ui/TextArea';
import { parseTestData } from './test-data';
import { selectTestDataText, testDataEdited } from './test-data-slice';

const HINT = 'Values for the Handlebars tags as a JSON object, for example {"first_name": "Ana", "items": [{"name": "Hat"}]}. Test emails carry them too.';

/** The session's test data, as typed; kept in the store so the test send can read it. */
export function TestDataField({ sessionKey }: { sessionKey: string }) {
  const dispatch = useAppDispatch();
  const text = useAppSelector((state) => selectTestDataText(state, sessionKey));
  const parsed = parseTestData(text);
  return (
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
  );
}
