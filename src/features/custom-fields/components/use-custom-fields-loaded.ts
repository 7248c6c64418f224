import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { selectCustomFieldsLoaded } from '../selectors';
import { customFieldsRequested } from '../slice';

/** Loads the field definitions once when a screen needs them and nobody has yet. */
export function useCustomFieldsLoaded(): void {
  useLoadOnce(useAppSelector(selectCustomFieldsLoaded), customFieldsRequested);
}
