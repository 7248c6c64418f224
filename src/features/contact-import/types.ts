import type { IdentifierField } from '@/shared/audience/contact';
import type { FieldProblem, RowProblem, RowRules } from './csv/contact-row';
import type { FieldProblemRow, InvalidRow } from './csv/dry-run';
import type { DateOrder } from './csv/value-checks';

/**
 * PUT /marketing/contacts/imports (ENDPOINTS.md §1a). `field_mappings[i]` is column i's field id, null to skip it.
 * `date_format` and `on_field_error` are designed (mocks/README.md "Contact imports"): how the file writes
 * dates, and whether a row with a bad value is imported without it (`skip_field`, the default) or refused.
 */
export interface ImportRequestDto {
  file_type: 'csv';
  field_mappings: (string | null)[];
  list_ids?: string[];
  date_format?: DateOrder;
  on_field_error?: 'skip_field' | 'skip_row';
}

/** The request's rule fields for the wizard's choices. */
export const importRuleFields = (rules: RowRules): Pick<ImportRequestDto, 'date_format' | 'on_field_error'> => ({
  date_format: rules.dateOrder,
  on_field_error: rules.skipRowsWithFieldProblems ? 'skip_row' : 'skip_field',
});

export interface UploadHeaderDto {
  header: string;
  value: string;
}

/** Its answer: where to PUT the file, and the headers to send with it. */
export interface ImportStartedDto {
  job_id: string;
  upload_uri: string;
  upload_headers: UploadHeaderDto[];
}

/** GET /marketing/contacts/imports/{id}: what the job poller keeps as the job's result. */
export interface ImportJobDto {
  id: string;
  status: 'pending' | 'completed' | 'errored' | 'failed';
  job_type: string;
  results?: {
    requested_count?: number;
    created_count?: number;
    updated_count?: number;
    deleted_count?: number;
    errored_count?: number;
    /** Designed (mocks/README.md "Contact imports"): rows imported without one or more of their values. */
    field_errored_count?: number;
    errors_url?: string;
  };
  started_at?: string;
  finished_at?: string | null;
}

/**
 * The dry run's existing-contacts check (a mock extension, mocks/README.md "Contact imports"):
 * POST /marketing/contacts/identifiers/matches with rows of identifier values.
 */
export interface MatchRequestDto {
  identifier_types: IdentifierField[];
  rows: string[][];
}

export interface MatchCountDto {
  /** Rows at least one of whose identifiers belongs to an existing contact. */
  matched_count: number;
}

/** The chosen file as the state knows it (the File itself stays with the epics). */
export interface ChosenFile {
  name: string;
  size: number;
}

/** One column of the file, for the mapping screen. */
export interface ImportColumn {
  index: number;
  header: string;
  samples: string[];
}

/** What the import will do, from the dry run and the existing-contacts check. */
export interface DryRunSummary {
  contactRows: number;
  creates: number;
  updates: number;
  invalid: number;
  problems: Record<RowProblem, number>;
  firstInvalid: InvalidRow[];
  /** Values left out of imported contacts, by problem, and the first of them. */
  fieldProblems: Record<FieldProblem, number>;
  firstFieldProblems: FieldProblemRow[];
  hasErrorReport: boolean;
}

/** An import sent from this tab, for the list of imports and the done screen. */
export interface ImportRecord {
  jobId: string;
  fileName: string;
  /** Milliseconds since the epoch. */
  startedAt: number;
  listIds: string[];
  /** What the dry run said it would do. */
  expected: Pick<DryRunSummary, 'creates' | 'updates' | 'invalid'>;
}

/** The job's counts, once the poller has an answer with results. */
export interface ImportResults {
  requested: number;
  created: number;
  updated: number;
  errored: number;
  fieldErrored: number;
  errorsUrl: string | null;
}

export function toImportResults(answer: unknown): ImportResults | null {
  const results = (answer as ImportJobDto | null)?.results;
  if (results === undefined || results === null) return null;
  return {
    requested: results.requested_count ?? 0,
    created: results.created_count ?? 0,
    updated: results.updated_count ?? 0,
    errored: results.errored_count ?? 0,
    fieldErrored: results.field_errored_count ?? 0,
    errorsUrl: results.errors_url ?? null,
  };
}

/** A custom field name made from a CSV header: letters, digits and underscores, not starting with a digit. */
export function fieldNameFromHeader(header: string): string {
  const name = header
    .trim()
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[0-9]/.test(name) ? `_${name}` : name;
}
