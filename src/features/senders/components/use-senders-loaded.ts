import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { selectSendersLoaded } from '../selectors';
import { sendersRequested } from '../slice';

/** Loads the senders once when a screen needs them and nobody has yet. */
export function useSendersLoaded(): void {
  useLoadOnce(useAppSelector(selectSendersLoaded), sendersRequested);
}
