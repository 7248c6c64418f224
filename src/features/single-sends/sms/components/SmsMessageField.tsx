import { SMS_MAX_BODY_BYTES } from '@/shared/sending/readiness';
import { formatNumber } from '@/shared/format/display-format';
import { TextArea } from '@/shared/ui/TextArea';
import { messageSize } from '../message-size';
import styles from './SmsEditor.module.css';

interface Props {
  value: string;
  error?: string;
  onChange(body: string): void;
}

/** The message, with its live size: characters, segments (and their encoding) and bytes against the maximum. */
export function SmsMessageField({ value, error, onChange }: Props) {
  const size = messageSize(value);
  const hint = (
    <span className={styles.counts}>
      {formatNumber(size.characters)} {size.characters === 1 ? 'character' : 'characters'} · {formatNumber(size.segments)}{' '}
      {size.segments === 1 ? 'segment' : 'segments'} ({size.encoding}) · {formatNumber(size.bytes)} of {formatNumber(SMS_MAX_BODY_BYTES)} bytes
    </span>
  );
  return <TextArea label="Message" name="sms-body" rows={6} value={value} error={error} hint={hint} onChange={(event) => onChange(event.target.value)} />;
}
