import { useEffect, useId } from 'react';
import { selectUserTimezone } from '@/shared/account/account-selectors';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { isTooManyRefreshes, TOO_MANY_REFRESHES_MESSAGE } from '../messages';
import { refreshAllowance, type RefreshAllowance } from '../refresh-allowance';
import { selectAccountRefreshesToday, selectSegmentRefreshRequest } from '../selectors';
import { segmentRefreshRequested, segmentRefreshReset } from '../slice';
import type { Segment } from '../types';
import styles from './Segments.module.css';
import { useWakeUpAt } from './use-wake-up-at';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function allowanceText({ left, nextAt, blockedBy }: RefreshAllowance, formatTime: (time: number) => string): string {
  const leftText = `${plural(left, 'refresh', 'refreshes')} left today.`;
  switch (blockedBy) {
    case null:
      return leftText;
    case 'hour':
      return `${leftText} A segment can be refreshed once an hour: the next refresh is possible at ${formatTime(nextAt ?? 0)}.`;
    case 'segment-day':
      return `This segment was refreshed twice today, its daily limit. The next refresh is possible at ${formatTime(nextAt ?? 0)}.`;
    case 'account-day':
      return `Your account used its 10 refreshes for today. The next refresh is possible at ${formatTime(nextAt ?? 0)}.`;
  }
}

/**
 * Refresh now: how many refreshes are left today and when the next is possible (1 an hour and 2 a day per
 * segment, 10 a day for the account, reset at the user's local midnight). A 429 says so in its own words.
 */
export function RefreshControl({ segment }: { segment: Segment }) {
  const dispatch = useAppDispatch();
  const statusId = useId();
  const timeZone = useAppSelector(selectUserTimezone).code;
  const formatTime = useAccountDateTime();
  const request = useAppSelector((state) => selectSegmentRefreshRequest(state, segment.id));
  const now = Date.now();
  const accountToday = useAppSelector((state) => selectAccountRefreshesToday(state, now, timeZone));
  const allowance = refreshAllowance(segment, accountToday, now, timeZone);
  useWakeUpAt(allowance.nextAt);
  const error = errorOf(request);

  useEffect(() => () => void dispatch(segmentRefreshReset({ id: segment.id })), [dispatch, segment.id]);

  return (
    <div className={styles.stacked}>
      <div className={styles.actions}>
        <Button
          icon={<Icon name="refresh" />}
          loading={isInFlight(request)}
          disabled={allowance.nextAt !== null}
          aria-describedby={statusId}
          onClick={() => dispatch(segmentRefreshRequested({ id: segment.id }))}
        >
          Refresh
        </Button>
      </div>
      <p id={statusId} className={styles.muted} role="status">
        {allowanceText(allowance, formatTime)}
      </p>
      {error && isTooManyRefreshes(error) && (
        <InlineAlert tone="warning" title="Refresh limit reached">
          <p>{TOO_MANY_REFRESHES_MESSAGE}</p>
          <p>The server said: {error.message}</p>
        </InlineAlert>
      )}
    </div>
  );
}
