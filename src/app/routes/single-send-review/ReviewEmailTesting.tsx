import { useLocation, useParams } from 'react-router-dom';
import { EmailTestingScreen } from '@/features/email-editor/email-testing/EmailTestingScreen';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { reviewPathOf } from '@/features/single-send-review/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { reviewSessionKey } from './review-session';

/** review/email_testing…: the editor's email testing, of the content the review session holds. */
export function ReviewEmailTesting() {
  const { id = '' } = useParams();
  const basePath = reviewPathOf(useLocation().pathname);
  const sessionKey = reviewSessionKey(id);
  const open = useAppSelector((state) => selectEditorSession(state, sessionKey) !== undefined);
  return open ? <EmailTestingScreen sessionKey={sessionKey} basePath={basePath} /> : null;
}
