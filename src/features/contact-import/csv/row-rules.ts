import type { DateOrder } from './value-checks';

/**
 * How an import reads values and treats a bad one (the mapping step's choices). Apart from contact-row.ts,
 * so the wizard's state holds them without loading the row rules on the import's first screen.
 */
export interface RowRules {
  /** How the file writes days in numbers only. */
  dateOrder: DateOrder;
  /** Refuse a row with any bad value, instead of importing it without that value. */
  skipRowsWithFieldProblems: boolean;
}

export const DEFAULT_ROW_RULES: RowRules = { dateOrder: 'mdy', skipRowsWithFieldProblems: false };
