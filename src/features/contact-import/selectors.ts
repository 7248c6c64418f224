import { createSelector } from '@reduxjs/toolkit';
import { selectAllContactFields } from '@/features/custom-fields/selectors';
import type { ContactField } from '@/features/custom-fields/types';
import { selectJobsState, type Job } from '@/shared/jobs/jobs-slice';
import type { AppState } from '@/shared/store/app-state';
import { importTargetOf, isMappableField } from './csv/header-matching';
import { isIdentifierName, type ImportTarget } from './csv/import-fields';
import { EMAIL_NOT_MAPPED_MESSAGE, FIELD_MAPPED_TWICE_MESSAGE, IDENTIFIER_NOT_MAPPED_MESSAGE } from './messages';
import { selectContactImportState } from './slice';
import type { ImportRecord } from './types';

export const selectImportFile = (state: AppState) => selectContactImportState(state).file;
export const selectImportListIds = (state: AppState) => selectContactImportState(state).listIds;
export const selectReading = (state: AppState) => selectContactImportState(state).reading;
export const selectImportColumns = (state: AppState) => selectContactImportState(state).columns;
export const selectContactRows = (state: AppState) => selectContactImportState(state).contactRows;
export const selectMappings = (state: AppState) => selectContactImportState(state).mappings;
export const selectDryRun = (state: AppState) => selectContactImportState(state).dryRun;
export const selectSending = (state: AppState) => selectContactImportState(state).sending;

/** The fields a column can be mapped to, reserved first. */
export const selectMappableFields = createSelector([selectAllContactFields], (fields) => fields.filter(isMappableField));

const selectFieldsById = createSelector([selectMappableFields], (fields) => new Map(fields.map((field) => [field.id, field])));

/** What each column fills, for the dry run; a column mapped to a field that no longer exists is skipped. */
export const selectImportTargets = createSelector([selectMappings, selectFieldsById], (mappings, fields): (ImportTarget | null)[] =>
  mappings.map((id) => {
    const field = id === null ? undefined : fields.get(id);
    return field === undefined ? null : importTargetOf(field);
  }),
);

/**
 * Why the mapping cannot be imported as it is (spec §8: "email not mapped", "identifier not mapped"),
 * or undefined. The identifier message names the others when the account has identifier fields beyond email.
 */
export const selectMappingProblem = createSelector(
  [selectMappings, selectFieldsById, selectImportColumns],
  (mappings, fields, columns): string | undefined => {
    const mapped = mappings.map((id) => (id === null ? undefined : fields.get(id)));
    const byField = new Map<string, string[]>();
    mapped.forEach((field, index) => {
      if (field !== undefined) byField.set(field.id, [...(byField.get(field.id) ?? []), columns[index]?.header || `column ${index + 1}`]);
    });
    const twice = [...byField.entries()].find(([, headers]) => headers.length > 1);
    if (twice !== undefined) return FIELD_MAPPED_TWICE_MESSAGE(fields.get(twice[0])?.displayName ?? twice[0], twice[1].join(', '));
    const isIdentifier = (field: ContactField | undefined) => field !== undefined && field.id.startsWith('_rf') && isIdentifierName(field.name);
    if (mapped.some(isIdentifier)) return undefined;
    const otherIdentifiers = [...fields.values()].some((field) => isIdentifier(field) && field.name !== 'email');
    return otherIdentifiers ? IDENTIFIER_NOT_MAPPED_MESSAGE : EMAIL_NOT_MAPPED_MESSAGE;
  },
);

export interface ImportListing {
  record: ImportRecord;
  job: Job | undefined;
}

/** The imports sent from this tab, newest first, each with its job as the poller last saw it. */
export const selectImportListings = createSelector(
  [(state: AppState) => selectContactImportState(state).imports, (state: AppState) => selectJobsState(state).byId],
  (imports, jobs): ImportListing[] => imports.map((record) => ({ record, job: jobs[record.jobId] })),
);
