import { selectEmailTestingCredits, selectSendCredits } from '@/shared/account/account-selectors';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { selectAccountRegion } from '@/shared/session/session-slice';
import { selectCanUseEmailTesting } from '../access/access-selectors';
import { isEuRegion } from '../access/area-access';
import { useAppSelector } from '@/shared/store/hooks';

const USER_TYPE = ['userType'] as const;
const SEND_CREDITS = ['sendCredits'] as const;
const TESTING_CREDITS = ['emailTestingCredits'] as const;
const number = new Intl.NumberFormat('en-US');

/** The account menu's credit lines: marketing sends left, and email tests left where the user may test. */
export function AccountCredits() {
  useAccountResources(USER_TYPE);
  const canTest = useAppSelector(selectCanUseEmailTesting);
  const inEu = isEuRegion(useAppSelector(selectAccountRegion));
  return (
    <>
      <div>
        <dt>Email sends left</dt>
        <dd>{inEu ? 'Not available in the EU region' : <SendCredits />}</dd>
      </div>
      <div>
        <dt>Email tests left</dt>
        <dd>{canTest === undefined ? '…' : canTest ? <EmailTestingCredits /> : 'Not available to your account'}</dd>
      </div>
    </>
  );
}

/** Marketing sends: a Marketing Campaigns call, so never made in the EU region. */
function SendCredits() {
  useAccountResources(SEND_CREDITS);
  const credits = useAppSelector(selectSendCredits);
  return <>{credits ? `${number.format(credits.remain)} of ${number.format(credits.total)}` : '…'}</>;
}

/** Loaded only for users who may test: its failure shows the spec's email testing alert. */
function EmailTestingCredits() {
  useAccountResources(TESTING_CREDITS);
  const credits = useAppSelector(selectEmailTestingCredits);
  if (credits === undefined) return <>…</>;
  return <>{credits.entitled ? number.format(credits.remain) : 'Not included in your plan'}</>;
}
