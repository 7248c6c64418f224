import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { NameFilterField } from '@/shared/ui/NameFilterField';
import { selectFilters } from '../selectors';
import { filtersChanged } from '../slice';
import styles from './Automations.module.css';

/** The index's search by name; the list is read again once typing pauses. */
export function AutomationsSearch() {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilters);
  return (
    <div role="search" className={styles.search} aria-label="Search automations">
      <NameFilterField
        className={styles.nameSearch}
        label="Search by name"
        name="automation-name"
        value={filters.name}
        onChange={(name) => dispatch(filtersChanged({ ...filters, name }))}
      />
    </div>
  );
}
