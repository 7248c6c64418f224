import { useOutletContext } from 'react-router-dom';
import { bulkTarget, noneSelected, selectedCount, type BulkTarget, type Selection } from '../ui/data-table/selection-model';

/** What a list's index hands the dialogs opened over it (bulk_delete): the rows chosen and how to let them go. */
export interface BulkSelectionOutlet {
  target: BulkTarget;
  /** How many rows the target holds. */
  selected: number;
  clearSelection(): void;
}

export const useBulkSelectionOutlet = () => useOutletContext<BulkSelectionOutlet | undefined>();

/** The outlet of an index whose table selection is `selection`, of `matching` rows in all. */
export const bulkSelectionOutlet = (selection: Selection, matching: number, setSelection: (selection: Selection) => void): BulkSelectionOutlet => ({
  target: bulkTarget(selection),
  selected: selectedCount(selection, matching),
  clearSelection: () => setSelection(noneSelected),
});
