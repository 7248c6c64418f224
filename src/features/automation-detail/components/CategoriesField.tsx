import { AUTOMATION_LIMITS } from '@/shared/sending/automation-limits';
import { CategoriesField as SharedCategoriesField } from '@/shared/sending/CategoriesField';
import { useAppSelector } from '@/shared/store/hooks';
import { FIELD_IDS } from '../field-ids';
import { selectAutomationCategories } from '../selectors';
import { categoriesRequested } from '../slice';

const MAX = AUTOMATION_LIMITS.categories;

interface Props {
  value: readonly string[];
  error?: string;
  disabled: boolean;
  onChange(categories: string[]): void;
}

/** The automation's categories, at most 10. */
export function CategoriesField(props: Props) {
  const known = useAppSelector(selectAutomationCategories);
  return <SharedCategoriesField {...props} id={FIELD_IDS.category} known={known} load={categoriesRequested} max={MAX} tooMany={`An automation can have at most ${MAX} categories.`} />;
}
