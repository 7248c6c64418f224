import type { SingleSendDto } from '@/shared/sending/single-send';
import { Card } from '@/shared/ui/Card';
import type { ReviewNames } from '../types';
import styles from './ReviewPage.module.css';

interface Props {
  send: SingleSendDto;
  names: ReviewNames | null;
}

const named = (ids: readonly (string | number)[], table: Record<string, string> | undefined, kind: string) =>
  ids.length === 0 ? 'None' : ids.map((id) => table?.[String(id)] ?? `${kind} ${id}`).join(', ');

const NONE = 'Not set';

const WINNER: Record<string, string> = { open: 'Open rate', click: 'Click rate', manual: 'Picked by you' };

function recipients(send: SingleSendDto, names: ReviewNames | null): string {
  if (send.send_to.all) return 'All contacts';
  const parts = [
    send.send_to.list_ids.length > 0 ? `Lists: ${named(send.send_to.list_ids, names?.lists, 'List')}` : '',
    send.send_to.segment_ids.length > 0 ? `Segments: ${named(send.send_to.segment_ids, names?.segments, 'Segment')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : NONE;
}

function exclusions(send: SingleSendDto, names: ReviewNames | null): string {
  const parts = [
    send.exclude.list_ids.length > 0 ? `Lists: ${named(send.exclude.list_ids, names?.lists, 'List')}` : '',
    send.exclude.segment_ids.length > 0 ? `Segments: ${named(send.exclude.segment_ids, names?.segments, 'Segment')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'None';
}

function unsubscribe(send: SingleSendDto, names: ReviewNames | null): string {
  const { custom_unsubscribe_url: url, suppression_group_id: group } = send.email_config;
  if (url) return `Custom link: ${url}`;
  return group === null ? NONE : `Group: ${names?.groups[String(group)] ?? `Group ${group}`}`;
}

/** Everything the send will do, as a definition list. */
export function ReviewSummary({ send, names }: Props) {
  const config = send.email_config;
  const rows: [string, string][] =
    send.channel === 'sms'
      ? [
          ['Channel', 'SMS'],
          ['Messaging service', send.sms_config?.messaging_service_sid ?? NONE],
          ['Message', send.sms_config?.body || NONE],
          ['Images', String(send.sms_config?.media_urls.length ?? 0)],
          ['Send to', recipients(send, names)],
          ['Exclude', exclusions(send, names)],
        ]
      : [
          ['Channel', 'Email'],
          ['Sender', config.sender_id === null ? NONE : named([config.sender_id], names?.senders, 'Sender')],
          [send.abtest?.type === 'subject' ? 'Subjects' : 'Subject', send.abtest?.type === 'subject' ? send.ab_variations.map((v) => `${v.name}: ${v.subject || NONE}`).join('; ') : config.subject || NONE],
          ['Preheader', config.preheader || 'None'],
          ['Send to', recipients(send, names)],
          ['Exclude', exclusions(send, names)],
          ['Unsubscribe', unsubscribe(send, names)],
          ['Categories', send.categories.length > 0 ? send.categories.join(', ') : 'None'],
          ['IP pool', config.ip_pool ?? 'Default'],
          ['Click tracking', config.click_tracking === false ? 'Off' : 'On'],
        ];
  const ab = send.abtest;
  if (ab) {
    rows.push(
      ['A/B test', `${ab.type === 'subject' ? 'Subject' : 'Content'} test of ${send.ab_variations.length} variations`],
      ['Test size', `${ab.test_percentage}% of the recipients, for ${ab.duration}`],
      ['Winner', WINNER[ab.winner_criteria] ?? ab.winner_criteria],
    );
  }
  return (
    <Card title="What this send will do">
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
