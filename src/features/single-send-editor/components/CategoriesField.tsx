import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { CategoriesField as SharedCategoriesField } from '@/shared/sending/CategoriesField';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSingleSendCategories } from '../selectors';
import { categoriesRequested } from '../slice';

const MAX = SINGLE_SEND_LIMITS.categories;

/** The single send's categories, at most 10. */
export function CategoriesField({ value, onChange }: { value: readonly string[]; onChange(categories: string[]): void }) {
  const known = useAppSelector(selectSingleSendCategories);
  return <SharedCategoriesField value={value} known={known} load={categoriesRequested} max={MAX} tooMany={`A single send can have at most ${MAX} categories.`} onChange={onChange} />;
}
