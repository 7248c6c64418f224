import type { SingleSendDto } from '@/shared/sending/single-send';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';

interface Props {
  send: SingleSendDto;
  now: Date;
  statsPath: string;
  formatTime(time: number): string;
  /** Undo send or Unschedule; absent while the page's alert already offers it. */
  onTakeBack?: () => void;
  busy: boolean;
}

/** A send in its undo window: sent "now", not yet handed to the simulator (status scheduled, time reached). */
export const isSending = (send: SingleSendDto, now: Date) => send.status === 'scheduled' && send.send_at !== null && Date.parse(send.send_at) <= now.getTime();

/** Where a send that left the draft state stands, and the way back while there is one. */
export function StatusPanel({ send, now, statsPath, formatTime, onTakeBack, busy }: Props) {
  const at = send.send_at ? formatTime(Date.parse(send.send_at)) : '';
  if (send.status === 'scheduled') {
    const sending = isSending(send, now);
    return (
      <Card title={sending ? 'Sending' : 'Scheduled'}>
        <p>{sending ? `${send.name} is sending. You can undo the send for a minute after it started.` : `${send.name} is scheduled for ${at}.`}</p>
        {onTakeBack && (
          <Button onClick={onTakeBack} loading={busy}>
            {sending ? 'Undo send' : 'Unschedule'}
          </Button>
        )}
      </Card>
    );
  }
  const status =
    send.status === 'pick-winner' ? 'Sent. The A/B test is over: pick the winner.' : send.status === 'expired' ? 'Sent. The A/B test expired before a winner was picked.' : `Sent on ${at}.`;
  return (
    <Card title="Sent">
      <p>{status}</p>
      <ButtonLink to={statsPath}>View stats</ButtonLink>
    </Card>
  );
}
