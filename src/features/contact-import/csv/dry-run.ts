import type { IdentifierField } from '@/shared/audience/contact';
import type { CsvValidatorFactory } from '@/shared/csv/csv-reading';
import { readCsvCell, safeCsvRow } from '@/shared/csv/csv-cell';
import { LISTED_INVALID_ROWS, MATCH_ROWS_PER_REQUEST } from '../limits';
import { createRowChecker, DEFAULT_ROW_RULES, FIELD_PROBLEMS, fieldProblemReport, ROW_PROBLEMS, type FieldProblem, type RowProblem, type RowRules } from './contact-row';
import type { ImportTarget } from './import-fields';

export interface DryRunOptions {
  /** What each column fills (null: skipped), in the file's order. */
  columns: (ImportTarget | null)[];
  /** The date order and what a bad value does (the mapping step's choices). */
  rules?: RowRules;
}

/** A value an imported row will not carry. */
export interface FieldProblemRow {
  line: number;
  problem: FieldProblem;
  message: string;
}

export interface InvalidRow {
  line: number;
  problem: RowProblem;
  message: string;
}

export interface DryRunResult {
  contactRows: number;
  valid: number;
  invalid: number;
  problems: Record<RowProblem, number>;
  /** The first invalid rows; the report has them all. */
  firstInvalid: InvalidRow[];
  /** Values left out of imported rows, by problem. */
  fieldProblems: Record<FieldProblem, number>;
  /** The first values left out; the report has them all. */
  firstFieldProblems: FieldProblemRow[];
  /** Every invalid row, and every row imported without a value, with its line and reason, then its cells as written (formula-safe CSV); null when none. */
  errorReport: Blob | null;
  /** The identifiers the valid rows carry, in the order of each row of `matchBatches`. */
  identifierTypes: IdentifierField[];
  /**
   * The valid rows' identifier values ('' for none), MATCH_ROWS_PER_REQUEST rows per batch, each batch
   * the JSON text of its rows in a Blob: what the existing-contacts check sends. Blobs cross to the page
   * as handles, where tens of megabytes of strings would be copied into its heap in one task.
   */
  matchBatches: Blob[];
}

const REPORT_ROWS_PER_PART = 1000;

/**
 * The dry run (in the CSV worker): every row checked with the import's rules (contact-row.ts, which the
 * server's import uses too), counted by outcome and problem, invalid rows written to the error report as
 * they come, valid rows' identifiers batched for the existing-contacts check. Nothing is sent from here.
 */
export const createDryRun: CsvValidatorFactory<DryRunOptions, DryRunResult> = ({ columns, rules = DEFAULT_ROW_RULES }) => {
  let checker: ReturnType<typeof createRowChecker> | undefined;
  let reportHeader: string[] = [];
  const problems = Object.fromEntries(ROW_PROBLEMS.map((problem) => [problem, 0])) as Record<RowProblem, number>;
  const firstInvalid: InvalidRow[] = [];
  const fieldProblems = Object.fromEntries(FIELD_PROBLEMS.map((problem) => [problem, 0])) as Record<FieldProblem, number>;
  const firstFieldProblems: FieldProblemRow[] = [];
  const reportParts: string[] = [];
  let reportPart = '';
  let reportRows = 0;
  const matchBatches: Blob[] = [];
  const addBatch = () => matchBatches.push(new Blob([JSON.stringify(batch)], { type: 'application/json' }));
  let batch: (readonly string[])[] = [];
  let contactRows = 0;
  let valid = 0;

  const report = (line: number, message: string, cells: readonly string[]) => {
    if (reportRows === 0) reportPart = `${safeCsvRow(reportHeader)}\r\n`;
    reportPart += `${safeCsvRow([String(line), message, ...cells])}\r\n`;
    reportRows += 1;
    if (reportRows % REPORT_ROWS_PER_PART === 0) {
      reportParts.push(reportPart);
      reportPart = '';
    }
  };

  return {
    row(cells, line) {
      if (checker === undefined) {
        const headers = cells.map((cell) => readCsvCell(cell).trim());
        checker = createRowChecker(columns, headers, rules);
        reportHeader = ['Row', 'Error', ...headers];
        return;
      }
      contactRows += 1;
      const outcome = checker.check(cells, line);
      if (outcome.ok) {
        valid += 1;
        if (outcome.fieldFailures.length > 0) {
          for (const failure of outcome.fieldFailures) {
            fieldProblems[failure.problem] += 1;
            if (firstFieldProblems.length < LISTED_INVALID_ROWS) firstFieldProblems.push({ line, ...failure });
          }
          report(line, fieldProblemReport(outcome.fieldFailures), cells);
        }
        batch.push(checker.lastIdentifiers());
        if (batch.length === MATCH_ROWS_PER_REQUEST) {
          addBatch();
          batch = [];
        }
        return;
      }
      problems[outcome.problem] += 1;
      if (firstInvalid.length < LISTED_INVALID_ROWS) firstInvalid.push({ line, problem: outcome.problem, message: outcome.message });
      report(line, outcome.message, cells);
    },
    result() {
      if (batch.length > 0) addBatch();
      if (reportPart !== '') reportParts.push(reportPart);
      return {
        contactRows,
        valid,
        invalid: contactRows - valid,
        problems,
        firstInvalid,
        fieldProblems,
        firstFieldProblems,
        errorReport: reportRows === 0 ? null : new Blob(reportParts, { type: 'text/csv' }),
        identifierTypes: [...(checker?.identifierTypes ?? [])],
        matchBatches,
      };
    },
  };
};
