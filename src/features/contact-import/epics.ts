import type { Action } from '@reduxjs/toolkit';
import { concat, defer, EMPTY, from, merge, of, type Observable } from 'rxjs';
import { exhaustMap, filter, ignoreElements, map, mergeMap, reduce, switchMap, takeUntil, tap } from 'rxjs/operators';
import { CUSTOM_FIELD_CREATED_CHANNEL, isCustomFieldCreatedMessage } from '@/features/custom-fields/types';
import { contactJobPath } from '@/shared/audience/contacts-api';
import { BULK_CONCURRENCY } from '@/shared/bulk/bulk-requests';
import type { CsvReadEvent } from '@/shared/csv/csv-reading';
import { readCsv } from '@/shared/csv/read-csv';
import { ENCODING_NAMES, readTextChunks } from '@/shared/csv/read-text-chunks';
import type { Dependencies } from '@/shared/dependencies';
import { downloadBlob } from '@/shared/download/download-blob';
import { downloadOrigins, fetchSignedFile } from '@/shared/download/signed-file';
import { catchApiError, catchFailure } from '@/shared/epics/catch-failure';
import { jobStarted } from '@/shared/jobs/jobs-slice';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { countExistingContacts, startImport, uploadImportFile } from './api';
import { dryRunContactCsv, inspectContactCsv } from './csv/contact-csv';
import type { DryRunResult } from './csv/dry-run';
import { autoMapHeaders } from './csv/header-matching';
import type { InspectResult } from './csv/inspect-csv';
import { GZIP_ABOVE_BYTES, MAX_IMPORT_CONTACTS } from './limits';
import { importJobMessages, START_FAILED_MESSAGE, UPLOAD_FAILED_MESSAGE } from './messages';
import { selectImportColumns, selectImportListings, selectImportTargets, selectMappableFields, selectMappings } from './selectors';
import {
  columnMapped,
  dryRunCancelled,
  dryRunFailed,
  dryRunFinished,
  dryRunMatching,
  dryRunProgressed,
  dryRunRequested,
  errorReportRequested,
  fileChosen,
  fileRead,
  fileRefused,
  importCreated,
  importErrorsFailed,
  importErrorsRequested,
  importErrorsSaved,
  readCancelled,
  readProgressed,
  readRequested,
  rowRulesChanged,
  selectContactImportState,
  sendFailed,
  sendRequested,
  uploadCompressing,
  uploadFinished,
  uploadProgressed,
  wizardReset,
} from './slice';
import { importRuleFields, toImportResults, type DryRunSummary, type ImportColumn, type UploadHeaderDto } from './types';

/** The kernel's shared job poller follows imports under this kind. */
export const IMPORT_JOB_KIND = 'contacts-import';

const toColumns = (headers: readonly string[], samples: readonly string[][]): ImportColumn[] =>
  headers.map((header, index) => ({ index, header, samples: samples.map((row) => row[index] ?? '') }));

function readAction(event: CsvReadEvent<InspectResult>, state: AppState): Action {
  if (event.type === 'progress') return readProgressed(event.progress);
  if (event.type === 'failed') return fileRefused({ problem: event.reason === 'not-text' ? 'not-csv' : 'unreadable' });
  const { result } = event;
  if (!result.ok) return fileRefused({ problem: result.problem, line: result.line });
  return fileRead({
    columns: toColumns(result.headers, result.samples),
    contactRows: result.contactRows,
    mappings: autoMapHeaders(result.headers, selectMappableFields(state)),
    ...(event.fallbackEncoding === undefined ? {} : { fallbackEncoding: ENCODING_NAMES[event.fallbackEncoding] }),
  });
}

/** Gzip when the file is big enough to gain from it and the browser can (CompressionStream). */
function compressed(file: Blob): Observable<{ body: Blob; gzip: boolean }> {
  if (file.size <= GZIP_ABOVE_BYTES || typeof CompressionStream === 'undefined') return of({ body: file, gzip: false });
  return defer(() => new Response(file.stream().pipeThrough(new CompressionStream('gzip'))).blob()).pipe(
    map((body) => (body.size < file.size ? { body, gzip: true } : { body: file, gzip: false })),
  );
}

const withGzip = (headers: readonly UploadHeaderDto[], gzip: boolean): UploadHeaderDto[] =>
  gzip ? [...headers.filter((header) => header.header.toLowerCase() !== 'content-encoding'), { header: 'Content-Encoding', value: 'gzip' }] : [...headers];

/** A batch of the dry run's identifiers (readTextChunks reads a Blob in jsdom too, which has no Blob.text()). */
async function batchRows(batch: Blob): Promise<string[][]> {
  let text = '';
  for await (const chunk of readTextChunks(batch, batch.size)) text += chunk;
  return JSON.parse(text) as string[][];
}

/** Sums the existing-contacts check over the batches, 5 requests in flight (the spec's parallel limit). */
const countMatches = (deps: Dependencies, result: DryRunResult): Observable<number> =>
  result.identifierTypes.length === 0
    ? of(0)
    : from(result.matchBatches).pipe(
        mergeMap((batch) => from(batchRows(batch)).pipe(mergeMap((rows) => countExistingContacts(deps.api, result.identifierTypes, rows))), BULK_CONCURRENCY),
        reduce((sum, answer) => sum + answer.matched_count, 0),
      );

const summaryOf = (result: DryRunResult, matched: number): DryRunSummary => ({
  contactRows: result.contactRows,
  creates: result.valid - matched,
  updates: matched,
  invalid: result.invalid,
  problems: result.problems,
  firstInvalid: result.firstInvalid,
  fieldProblems: result.fieldProblems,
  firstFieldProblems: result.firstFieldProblems,
  hasErrorReport: result.errorReport !== null,
});

const baseName = (fileName: string) => fileName.replace(/\.[^.]*$/, '');

/**
 * The whole wizard in one epic, because its steps share what cannot be in the state: the File the user
 * chose and the dry run's error report (a Blob). Both live in this closure, one per store.
 * - Reading (readRequested): switchMap, a new request replaces a running one; readCancelled or a new
 *   file stops it, which terminates its worker.
 * - Dry run (dryRunRequested): switchMap likewise; a changed mapping, a new file or the page left cancels it.
 * - Send (sendRequested): exhaustMap, one import per click: PUT the job, gzip when worth it, upload with
 *   progress, then the kernel's poller follows the job from the store whatever page is open.
 */
const importWizardEpic: AppEpic = (action$, state$, deps) => {
  let file: File | undefined;
  let errorReport: Blob | null = null;
  const newFile$ = action$.pipe(filter((action) => fileChosen.match(action) || wizardReset.match(action)));

  const remember$ = action$.pipe(
    filter((action) => fileChosen.match(action) || wizardReset.match(action)),
    tap((action) => {
      file = fileChosen.match(action) ? action.meta.file : undefined;
      errorReport = null;
    }),
    ignoreElements(),
  );

  const read$ = action$.pipe(
    filter(readRequested.match),
    switchMap(() =>
      file === undefined
        ? EMPTY
        : readCsv(deps.csvReader, inspectContactCsv, file, { maxContacts: MAX_IMPORT_CONTACTS }).pipe(
            map((event) => readAction(event, state$.value)),
            takeUntil(merge(action$.pipe(filter(readCancelled.match)), newFile$)),
          ),
    ),
  );

  const dryRun$ = action$.pipe(
    filter(dryRunRequested.match),
    switchMap(() => {
      if (file === undefined) return of(dryRunFailed(null));
      errorReport = null;
      return readCsv(deps.csvReader, dryRunContactCsv, file, { columns: selectImportTargets(state$.value), rules: selectContactImportState(state$.value).rules }).pipe(
        mergeMap((event): Observable<Action> => {
          if (event.type === 'progress') return of(dryRunProgressed(event.progress));
          if (event.type === 'failed') return of(dryRunFailed(null));
          errorReport = event.result.errorReport;
          return concat(
            of(dryRunMatching()),
            countMatches(deps, event.result).pipe(
              map((matched) => dryRunFinished(summaryOf(event.result, matched))),
              catchApiError((error) => of(dryRunFailed(error))),
            ),
          );
        }),
        takeUntil(merge(action$.pipe(filter((action) => columnMapped.match(action) || rowRulesChanged.match(action) || dryRunCancelled.match(action))), newFile$)),
      );
    }),
  );

  const downloadReport$ = action$.pipe(
    filter(errorReportRequested.match),
    mergeMap(() => {
      const report = errorReport;
      if (report !== null) downloadBlob(deps.location, report, `${baseName(selectContactImportState(state$.value).file?.name ?? 'contacts')}-errors.csv`);
      return EMPTY;
    }),
  );

  const send$ = action$.pipe(
    filter(sendRequested.match),
    exhaustMap(() => {
      const chosen = file;
      const state = selectContactImportState(state$.value);
      const summary = state.dryRun.summary;
      if (chosen === undefined || summary === null) return EMPTY;
      const { listIds, rules } = state;
      const body = {
        file_type: 'csv' as const,
        field_mappings: selectMappings(state$.value),
        ...(listIds.length > 0 ? { list_ids: listIds } : {}),
        ...importRuleFields(rules),
      };
      let uploading = false;
      return startImport(deps.api, body).pipe(
        mergeMap((answer) => {
          uploading = true;
          const record = {
            jobId: answer.job_id,
            fileName: chosen.name,
            startedAt: deps.clock.now(),
            listIds,
            expected: { creates: summary.creates, updates: summary.updates, invalid: summary.invalid },
          };
          const upload$ = compressed(chosen).pipe(
            mergeMap(({ body: upload, gzip }) => uploadImportFile(deps.uploader, answer.upload_uri, withGzip(answer.upload_headers, gzip), upload)),
            mergeMap((event) => (event.type === 'progress' ? of(uploadProgressed({ loaded: event.loaded, total: event.total })) : EMPTY)),
          );
          const messages = importJobMessages(chosen.name);
          return concat(
            of(importCreated(record), uploadCompressing()),
            upload$,
            of(uploadFinished(), jobStarted({ id: answer.job_id, kind: IMPORT_JOB_KIND, pollPath: contactJobPath(answer.job_id), messages })),
          );
        }),
        catchFailure(sendFailed, () => (uploading ? UPLOAD_FAILED_MESSAGE : START_FAILED_MESSAGE)),
      );
    }),
  );

  return merge(remember$, read$, dryRun$, downloadReport$, send$);
};

/**
 * "Download" of a finished import's errors file: fetched from the URL its job answered, then saved from
 * a Blob (see fetchSignedFile for why not a link). mergeMap: each import's file is its own download, and
 * the list disables a button while its file is fetched.
 */
const importErrorsFileEpic: AppEpic = (action$, state$, { config, location }) =>
  action$.pipe(
    filter(importErrorsRequested.match),
    mergeMap(({ payload: { jobId } }) => {
      const listing = selectImportListings(state$.value).find(({ record }) => record.jobId === jobId);
      const url = toImportResults(listing?.job?.result)?.errorsUrl;
      if (listing === undefined || url === undefined || url === null) return of(importErrorsFailed({ jobId }));
      return fetchSignedFile(url, downloadOrigins(config, location)).pipe(
        map((file) => {
          downloadBlob(location, file, `${baseName(listing.record.fileName)}-import-errors.csv`);
          return importErrorsSaved({ jobId });
        }),
        catchApiError(() => of(importErrorsFailed({ jobId }))),
      );
    }),
  );

/**
 * A field another tab created for a column of this file (the broadcast carries the column's header and
 * place): mapped here too, when that column is still unmapped.
 */
const fieldFromOtherTabEpic: AppEpic = (_action$, state$, deps) =>
  deps.broadcast.messages$(CUSTOM_FIELD_CREATED_CHANNEL).pipe(
    filter(isCustomFieldCreatedMessage),
    mergeMap(({ id, column, columnIndex }) => {
      if (columnIndex === null) return EMPTY;
      const header = selectImportColumns(state$.value)[columnIndex]?.header;
      const unmapped = selectMappings(state$.value)[columnIndex] === null;
      return header === column && unmapped ? of(columnMapped({ index: columnIndex, fieldId: id })) : EMPTY;
    }),
  );

export const contactImportEpics = [importWizardEpic, importErrorsFileEpic, fieldFromOtherTabEpic];
