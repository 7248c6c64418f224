import { selectCustomFields, selectCustomFieldsLoaded } from '@/features/custom-fields/selectors';
import { customFieldsRequested } from '@/features/custom-fields/slice';
import type { ContactField } from '@/features/custom-fields/types';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';

/** The account's custom field definitions, loaded once by the custom fields feature. */
export function useCustomFields(): { fields: ContactField[]; loaded: boolean } {
  const loaded = useAppSelector(selectCustomFieldsLoaded);
  useLoadOnce(loaded, customFieldsRequested);
  return { fields: useAppSelector(selectCustomFields), loaded };
}
