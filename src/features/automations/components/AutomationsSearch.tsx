import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { TextField } from '@/shared/ui/TextField';
import { selectFilters } from '../selectors';
import { filtersChanged } from '../slice';
import styles from './Automations.module.css';

/** The index's search by name; the list is read again once typing pauses. */
export function AutomationsSearch() {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilters);
  return (
    <div role="search" className={styles.search} aria-label="Search automations">
      <TextField
        className={styles.nameSearch}
        type="search"
        label="Search by name"
        name="automation-name"
        autoComplete="off"
        value={filters.name}
        onChange={(event) => dispatch(filtersChanged({ ...filters, name: event.target.value }))}
      />
    </div>
  );
}
