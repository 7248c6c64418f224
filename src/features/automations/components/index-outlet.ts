import { useOutletContext } from 'react-router-dom';
import type { BulkTarget } from '@/shared/ui/data-table/selection-model';

/** What the index hands the dialogs opened over it (bulk_delete): the rows chosen and how to let them go. */
export interface IndexOutletContext {
  target: BulkTarget;
  /** How many rows the target holds. */
  selected: number;
  clearSelection(): void;
}

export const useIndexOutlet = () => useOutletContext<IndexOutletContext | undefined>();
