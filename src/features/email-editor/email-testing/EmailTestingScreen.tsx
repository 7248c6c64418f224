import { useLocation, useNavigate } from 'react-router-dom';
import { selectAccountRegion } from '@/shared/session/session-slice';
import { isEuRegion } from '@/shared/session/region';
import { useAppSelector } from '@/shared/store/hooks';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { ClientResultView } from './components/ClientResultView';
import { RunList } from './components/RunList';
import { RunResults } from './components/RunResults';
import { TestReview } from './components/TestReview';
import { TestSetup } from './components/TestSetup';
import { messages } from './messages';

interface EmailTestingScreenProps {
  sessionKey: string;
  basePath: string;
}

/**
 * Email testing over the editor (spec §2): `email_testing` chooses the clients and the spam test,
 * `email_testing/review` shows the cost and runs it, `email_testing/view_results/:resultId?/:view?`
 * lists the runs, one run's results, or one client's screenshot. Not for the EU region, where nothing
 * is asked of the server.
 */
export function EmailTestingScreen({ sessionKey, basePath }: EmailTestingScreenProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inEu = isEuRegion(useAppSelector(selectAccountRegion));
  const testingPath = `${basePath}/email_testing`;
  // The screen follows from the path below email_testing, however the host mounts it.
  const [screen, resultId, view] = pathname.slice(testingPath.length).split('/').filter(Boolean).map(decodeURIComponent);

  const body = () => {
    if (inEu) return <InlineAlert tone="info" title="Not available">{messages.euUnavailable}</InlineAlert>;
    if (screen === 'review') return <TestReview sessionKey={sessionKey} testingPath={testingPath} />;
    if (screen !== 'view_results') return <TestSetup testingPath={testingPath} />;
    if (resultId === undefined) return <RunList testingPath={testingPath} />;
    return view === undefined ? (
      <RunResults runId={resultId} testingPath={testingPath} />
    ) : (
      <ClientResultView runId={resultId} clientId={view} testingPath={testingPath} />
    );
  };

  return (
    <Modal open onClose={() => navigate(basePath)} title="Email testing" size="lg">
      {body()}
    </Modal>
  );
}
