import { useNavigate } from 'react-router-dom';
import { selectContactUsage } from '@/shared/account/account-selectors';
import { formatNumber } from '@/shared/format/display-format';
import { useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { BILLING_URL } from '../types';

/** new/contact-limit: the plan's contact limit is reached, so the contact is not sent; free accounts are offered the upgrade. */
export function ContactLimitDialog() {
  const navigate = useNavigate();
  const usage = useAppSelector(selectContactUsage);
  const close = () => navigate('..');
  return (
    <Modal
      open
      title="You have reached your contact limit"
      onClose={close}
      footer={
        <Button variant="secondary" onClick={close}>
          Back to the Form
        </Button>
      }
    >
      {usage && (
        <p>
          Your plan allows {formatNumber(usage.limit)} contacts and you have {formatNumber(usage.billable)}. New contacts are not added
          until there is room for them.
        </p>
      )}
      {usage?.mustUpgrade ? (
        <p>
          Upgrade your plan to add more contacts.{' '}
          <a href={BILLING_URL} target="_blank" rel="noreferrer">
            Upgrade plan<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </p>
      ) : (
        <p>Delete contacts you no longer need, or contact Support to raise your limit.</p>
      )}
    </Modal>
  );
}
