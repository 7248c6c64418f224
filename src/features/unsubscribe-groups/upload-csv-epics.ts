import { EMPTY, concat, of } from 'rxjs';
import { filter, map, mergeMap, switchMap, takeUntil } from 'rxjs/operators';
import { alertShown } from '@/shared/alerts/alerts-slice';
import type { AppEpic } from '@/shared/store/app-epic';
import { readAddresses, type AddressesReadEvent } from './csv/read-addresses';
import { messages } from './messages';
import { csvFileChosen, csvRead, csvReadCancelled, csvReadProgressed, csvReadStarted, csvRejected } from './slice';

const readAction = (groupId: string, fileName: string, event: AddressesReadEvent) => {
  if (event.type === 'progress') return csvReadProgressed({ groupId, progress: event.progress });
  const { outcome } = event;
  return outcome.ok ? csvRead({ groupId, ...outcome.addresses }) : csvRejected({ groupId, fileName, message: outcome.message });
};

/**
 * Reads the chosen CSV in the CSV worker (the injected reader): switchMap, so a newly chosen file stops
 * the reading of the previous one; Clear or leaving the page (csvReadCancelled) stops it too. Stopping
 * terminates the worker.
 */
const readCsvEpic: AppEpic = (action$, _state$, { csvReader }) =>
  action$.pipe(
    filter(csvFileChosen.match),
    switchMap(({ payload: { groupId }, meta: { file } }) =>
      concat(
        of(csvReadStarted({ groupId, fileName: file.name })),
        readAddresses(csvReader, file).pipe(
          map((event) => readAction(groupId, file.name, event)),
          takeUntil(action$.pipe(filter(csvReadCancelled.match))),
        ),
      ),
    ),
  );

/** A file with more addresses than one upload takes: say where it stopped. */
const csvTruncatedEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(csvRead.match),
    mergeMap(({ payload }) =>
      payload.truncatedAfter === null ? EMPTY : of(alertShown({ type: 'warning', message: messages.csvTruncated(payload.truncatedAfter) })),
    ),
  );

export const uploadCsvEpics = [readCsvEpic, csvTruncatedEpic];
