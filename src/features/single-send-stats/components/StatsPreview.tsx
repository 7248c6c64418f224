import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { selectSingleSendStatsState } from '../slice';
import { statsPathOf } from './StatsPage';
import styles from './StatsPage.module.css';
import { EmailFrame } from '@/shared/email-preview/EmailFrame';

/** stats/preview: the email as sent, in a sandboxed frame (no scripts, no same-origin access). */
export function StatsPreview() {
  const navigate = useNavigate();
  const statsPath = statsPathOf(useLocation().pathname);
  const send = useAppSelector(selectSingleSendStatsState).send;
  if (!send) return null;
  const sms = send.channel === 'sms';
  return (
    <Modal open size="lg" title={`Preview: ${send.name}`} onClose={() => navigate(statsPath)}>
      {sms ? (
        <p>{send.sms_config?.body}</p>
      ) : (
        <EmailFrame title={`The email ${send.name}`} html={send.email_config.html_content} className={styles.preview} />
      )}
    </Modal>
  );
}
