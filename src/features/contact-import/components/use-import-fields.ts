import { selectCustomFieldsLoaded } from '@/features/custom-fields/selectors';
import { customFieldsRequested } from '@/features/custom-fields/slice';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';

/** The field definitions the mapping offers, loaded once when an import screen opens. */
export function useImportFields(): void {
  useLoadOnce(useAppSelector(selectCustomFieldsLoaded), customFieldsRequested);
}
