import { useNavigate } from 'react-router-dom';
import { selectContactUsage } from '@/shared/account/account-selectors';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { formatNumber } from '@/shared/format/display-format';
import { useAppSelector } from '@/shared/store/hooks';
import { Button, buttonClassName } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { UPGRADE_URL } from '../limits';
import { selectDryRun } from '../selectors';
import { overLimitBy, USAGE_RESOURCES } from './over-limit';

/**
 * /contacts/import/upload-csv/contact-limit: the import would take the account over its contact limit.
 * Says by how much; a free account may upgrade; anyone may import fewer (a smaller file).
 */
export function ContactLimitDialog() {
  const navigate = useNavigate();
  useAccountResources(USAGE_RESOURCES);
  const usage = useAppSelector(selectContactUsage);
  const creates = useAppSelector(selectDryRun).summary?.creates ?? 0;
  const over = usage === undefined ? 0 : overLimitBy(usage, creates);
  // Free accounts (trials too) are asked to upgrade (spec §6); over the limit they are past its 90 % warning.
  const free = usage?.mustUpgrade === true;
  const close = () => navigate('../../map-fields');

  return (
    <Modal
      open
      title="This import goes over your contact limit"
      onClose={close}
      footer={
        <>
          <Button onClick={close}>Back to mapping</Button>
          <Button variant={free ? 'secondary' : 'primary'} onClick={() => navigate('../..')}>
            Import fewer contacts
          </Button>
          {free && (
            <a className={buttonClassName('primary', 'md')} href={UPGRADE_URL} target="_blank" rel="noreferrer">
              Upgrade your plan<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          )}
        </>
      }
    >
      {usage === undefined ? (
        <p>Your contact limit is being checked…</p>
      ) : (
        <>
          <p>
            You have {formatNumber(usage.billable)} of your {formatNumber(usage.limit)} contacts. This import would add {formatNumber(creates)} new
            contacts: <strong>{formatNumber(over)} more than your plan allows</strong>.
          </p>
          <p>
            {free
              ? 'Upgrade your plan to raise your limit, or import a file with fewer new contacts.'
              : 'Import a file with fewer new contacts, or delete contacts you no longer need first.'}
          </p>
        </>
      )}
    </Modal>
  );
}
