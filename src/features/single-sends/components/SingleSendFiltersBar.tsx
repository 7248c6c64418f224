import { useEffect } from 'react';
import type { SingleSendChannel, SingleSendStatus } from '@/shared/sending/single-send';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { CheckboxGroup } from '@/shared/ui/CheckboxGroup';
import { NameFilterField } from '@/shared/ui/NameFilterField';
import { selectCategories, selectFilters } from '../selectors';
import { categoriesRequested, filtersChanged } from '../slice';
import { CHANNEL_LABELS, STATUS_LABELS, type SingleSendFilters } from '../types';
import styles from './SingleSends.module.css';

const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as SingleSendStatus[]).map((value) => ({ value, label: STATUS_LABELS[value] }));
const CHANNEL_OPTIONS = (Object.keys(CHANNEL_LABELS) as SingleSendChannel[]).map((value) => ({ value, label: CHANNEL_LABELS[value] }));

/** The index's filters (spec §2): name, status, categories and channels. Each change reads the list again. */
export function SingleSendFiltersBar() {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilters);
  const categories = useAppSelector(selectCategories);
  const change = (next: Partial<SingleSendFilters>) => dispatch(filtersChanged({ ...filters, ...next }));

  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);

  return (
    <div role="search" className={styles.filters} aria-label="Filter single sends">
      <NameFilterField className={styles.nameFilter} label="Filter by name" name="single-send-name" value={filters.name} onChange={(name) => change({ name })} />
      <CheckboxGroup
        legend="Status"
        name="single-send-status"
        options={STATUS_OPTIONS}
        value={filters.statuses}
        onChange={(statuses) => change({ statuses: statuses as SingleSendStatus[] })}
      />
      <CheckboxGroup
        legend="Channel"
        name="single-send-channel"
        options={CHANNEL_OPTIONS}
        value={filters.channels}
        onChange={(channels) => change({ channels: channels as SingleSendChannel[] })}
      />
      {categories.values.length > 0 && (
        <CheckboxGroup
          className={styles.categories}
          legend="Categories"
          name="single-send-categories"
          options={categories.values.map((category) => ({ value: category, label: category }))}
          value={filters.categories}
          onChange={(values) => change({ categories: values })}
        />
      )}
    </div>
  );
}
