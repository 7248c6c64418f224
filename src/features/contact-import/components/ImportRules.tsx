import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Select } from '@/shared/ui/Select';
import { DATE_ORDER_LABELS, type DateOrder } from '../csv/value-checks';
import { selectContactImportState, rowRulesChanged } from '../slice';
import styles from './ImportWizard.module.css';

const DATE_ORDER_OPTIONS = (Object.keys(DATE_ORDER_LABELS) as DateOrder[]).map((order) => ({ value: order, label: DATE_ORDER_LABELS[order] }));

/** How values are read (the file's date order) and what a value that cannot be imported does to its row. */
export function ImportRules() {
  const dispatch = useAppDispatch();
  const { rules } = useAppSelector(selectContactImportState);
  return (
    <section className={styles.panel} aria-labelledby="rules-heading">
      <h2 id="rules-heading" className={styles.heading}>
        Values
      </h2>
      <p className={styles.hint}>
        Phone numbers are kept as +1 and ten digits, however they are written; numbers may group thousands with commas. Dates may be
        YYYY-MM-DD, Excel day numbers, or written with slashes in the order below.
      </p>
      <Select
        label="Date format"
        name="dateOrder"
        options={DATE_ORDER_OPTIONS}
        value={rules.dateOrder}
        hint="How this file writes dates such as 03/04/2024."
        onChange={(event) => dispatch(rowRulesChanged({ dateOrder: event.target.value as DateOrder }))}
      />
      <Checkbox
        name="skipRowsWithFieldProblems"
        label="Skip a row when one of its values cannot be imported"
        hint="Otherwise the contact is imported without that value, and the value is listed in the error report."
        checked={rules.skipRowsWithFieldProblems}
        onChange={(event) => dispatch(rowRulesChanged({ skipRowsWithFieldProblems: event.target.checked }))}
      />
    </section>
  );
}
