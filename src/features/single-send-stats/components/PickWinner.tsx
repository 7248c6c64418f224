import { useState } from 'react';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { abPickDeadline } from '@/shared/sending/ab-window';
import type { SingleSendDto } from '@/shared/sending/single-send';
import { useAppDispatch } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { formatRate } from '@/shared/marketing-stats/metrics';
import { metricsOf } from '../metrics';
import { winnerPickRequested, type SingleSendStatsState } from '../slice';

interface Props {
  send: SingleSendDto;
  stats: SingleSendStatsState;
  now: Date;
}

/** The last moment to pick: the server's expiration date, else seven days after the test began. */
const deadlineOf = (send: SingleSendDto) =>
  send.abtest?.expiration_date ? new Date(send.abtest.expiration_date) : send.send_at ? abPickDeadline(send.send_at) : null;

/**
 * The A/B winner: picked here within 7 days of the test when the criteria is manual (status pick-winner);
 * after that the test expires; once picked it cannot change (spec §4).
 */
export function PickWinner({ send, stats, now }: Props) {
  const dispatch = useAppDispatch();
  const formatTime = useAccountDateTime();
  const [choice, setChoice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const abtest = send.abtest;
  if (!abtest) return null;
  const winner = send.ab_variations.find((variation) => variation.id === abtest.winning_template_id);
  const deadline = deadlineOf(send);
  const error = errorOf(stats.pickWinner);
  const busy = isInFlight(stats.pickWinner);

  if (winner) {
    return (
      <Card title="A/B test winner">
        <p>
          Variation {winner.name} won{abtest.winner_selected_at ? ` on ${formatTime(Date.parse(abtest.winner_selected_at))}` : ''}. The winner cannot be changed.
        </p>
      </Card>
    );
  }
  const open = send.status === 'pick-winner' && (!deadline || now.getTime() < deadline.getTime());
  if (send.status === 'expired' || (send.status === 'pick-winner' && !open)) {
    return (
      <Card title="A/B test winner">
        <p>The A/B test expired{deadline ? ` on ${formatTime(deadline.getTime())}` : ''}: a winner can no longer be picked.</p>
      </Card>
    );
  }
  if (send.status !== 'pick-winner') {
    return (
      <Card title="A/B test winner">
        <p>{abtest.winner_criteria === 'manual' ? 'You pick the winner here once the test phase is over.' : `The winner is picked by ${abtest.winner_criteria === 'open' ? 'open' : 'click'} rate at the end of the test.`}</p>
      </Card>
    );
  }
  const chosen = send.ab_variations.find((variation) => variation.id === choice);
  const options = send.ab_variations.map((variation) => {
    const metrics = metricsOf(stats.totals, variation.id);
    const delivered = metrics.delivered;
    const rates = delivered > 0 ? `: ${formatRate(metrics.unique_opens / delivered)} opened, ${formatRate(metrics.unique_clicks / delivered)} clicked` : '';
    return { value: variation.id, label: `Variation ${variation.name}${abtest.type === 'subject' ? ` (${variation.subject})` : ''}${rates}` };
  });
  return (
    <Card title="Pick a winner">
      {deadline && <p>Pick the winner by {formatTime(deadline.getTime())}; after that the test expires. Once picked, the winner cannot be changed.</p>}
      <RadioGroup legend="Winning variation" name="winner" options={options} value={choice} onChange={setChoice} error={error ? Object.values(error.fieldErrors)[0] ?? error.message : undefined} />
      <Button variant="primary" disabled={!chosen} loading={busy} onClick={() => setConfirming(true)}>
        Pick the winner
      </Button>
      <ConfirmDialog
        open={confirming && chosen !== undefined}
        title="Pick the winner?"
        tone="primary"
        confirmLabel="Yes, pick it"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (chosen) dispatch(winnerPickRequested({ id: send.id, variationId: chosen.id }));
        }}
      >
        Variation {chosen?.name} goes to the rest of the recipients. The winner cannot be changed afterwards.
      </ConfirmDialog>
    </Card>
  );
}
