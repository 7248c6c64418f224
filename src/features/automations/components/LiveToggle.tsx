import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { selectDisableRequest, selectSetLiveRequest } from '../selectors';
import { setLiveRequested } from '../slice';
import type { AutomationRow } from '../types';

interface Props {
  row: AutomationRow;
  tabIndex: 0 | -1;
  /** Disabling is confirmed first: the row is handed to the index's dialog. */
  onDisable(row: AutomationRow): void;
  /** Setting live is the server's to refuse: the index's dialog says why. */
  onSetLive(row: AutomationRow): void;
}

/** A live automation's Disable, anyone else's Set live (a paused one resumes, a disabled one starts again). */
export function LiveToggle({ row, tabIndex, onDisable, onSetLive }: Props) {
  const dispatch = useAppDispatch();
  const settingLive = useAppSelector((state) => isInFlight(selectSetLiveRequest(state, row.id)));
  const disabling = useAppSelector((state) => isInFlight(selectDisableRequest(state, row.id)));
  if (row.status === 'live') {
    return (
      <Button size="sm" variant="tertiary" tabIndex={tabIndex} loading={disabling} aria-label={`Disable ${row.name}`} onClick={() => onDisable(row)}>
        Disable
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="tertiary"
      tabIndex={tabIndex}
      loading={settingLive}
      aria-label={`Set ${row.name} live`}
      onClick={() => {
        onSetLive(row);
        dispatch(setLiveRequested({ id: row.id }));
      }}
    >
      Set live
    </Button>
  );
}
