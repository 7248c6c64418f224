import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { defaultScheduleTime, isFutureTime, wallTimeToUtc } from '@/shared/sending/schedule-time';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { TextField } from '@/shared/ui/TextField';
import styles from './ReviewPage.module.css';

interface Props {
  reviewPath: string;
  timeZone: string;
  /** Why the send cannot go yet (problems left, the plan's hard limit); sending is offered once it is empty. */
  blockedBecause: string | null;
  now(): Date;
}

type When = 'now' | 'later';

export const SEND_FORM_MESSAGES = {
  pastTime: 'The send time must be in the future.',
} as const;

/**
 * Send now or schedule at a date and time in the user's timezone (default 8:00 AM). Choosing leads to the
 * `send` screen, which confirms and sends; the time travels in its URL as the UTC instant.
 */
export function SendForm({ reviewPath, timeZone, blockedBecause, now }: Props) {
  const navigate = useNavigate();
  const [when, setWhen] = useState<When>('now');
  const [wall, setWall] = useState(() => defaultScheduleTime(now(), timeZone));
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blockedBecause) return;
    if (when === 'now') {
      navigate(`${reviewPath}/send?at=now`);
      return;
    }
    const result = wallTimeToUtc(wall, timeZone);
    if (!result.ok) {
      setErrors(result.reason === 'nonexistent' || wall.date !== '' ? { time: result.message } : { date: result.message });
      return;
    }
    if (!isFutureTime(result.iso, now())) {
      setErrors({ time: SEND_FORM_MESSAGES.pastTime });
      return;
    }
    setErrors({});
    navigate(`${reviewPath}/send?at=${encodeURIComponent(result.iso)}`);
  };

  return (
    <Card title="When to send">
      <form id="when-to-send" onSubmit={submit} noValidate>
        <RadioGroup
          legend="When to send"
          name="when"
          value={when}
          onChange={(value) => setWhen(value as When)}
          options={[
            { value: 'now', label: 'Send now' },
            { value: 'later', label: 'Schedule' },
          ]}
        />
        {when === 'later' && (
          <div className={styles.when}>
            <TextField
              label="Date"
              name="date"
              type="date"
              value={wall.date}
              onChange={(event) => setWall({ ...wall, date: event.target.value })}
              error={errors.date}
              required
            />
            <TextField
              label="Time"
              name="time"
              type="time"
              value={wall.time}
              onChange={(event) => setWall({ ...wall, time: event.target.value })}
              error={errors.time}
              hint={`In your timezone, ${timeZone}.`}
              required
            />
          </div>
        )}
        {blockedBecause && <p id="send-blocked">{blockedBecause}</p>}
        <Button type="submit" variant="primary" disabled={blockedBecause !== null} aria-describedby={blockedBecause ? 'send-blocked' : undefined}>
          {when === 'now' ? 'Send now' : 'Schedule'}
        </Button>
      </form>
    </Card>
  );
}
