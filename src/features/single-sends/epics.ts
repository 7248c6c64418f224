import { defer, from, of, type Observable } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import type { ApiClient } from '@/shared/api/client';
import { createBulkDeleteEpic } from '@/shared/bulk/bulk-delete-epic';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { filtersReloadEpic } from '@/shared/paging/filters-reload-epic';
import { pagedCollectionEpic } from '@/shared/paging/paged-collection-epic';
import { BLANK_CODE_HTML } from '@/shared/sending/blank-code-email';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import type { SingleSendRequestDto } from '@/shared/sending/single-send';
import { fetchSingleSend, fetchSingleSendCategories } from '@/shared/sending/single-sends-api';
import type { AppEpic } from '@/shared/store/app-epic';
import {
  createSingleSend,
  deleteSingleSend,
  deleteSingleSends,
  duplicateSingleSend,
  fetchSingleSendCount,
  fetchSingleSendsPage,
  fetchStartDesign,
} from './api';
import { SINGLE_SENDS_MAX_PAGE_SIZE, SINGLE_SENDS_PAGE_SIZE } from './limits';
import { messages } from './messages';
import { selectFilters, selectSingleSendDetail, selectSingleSendRow } from './selectors';
import {
  bulkDeleteFailed,
  bulkDeleteFinished,
  bulkDeleteProgressed,
  bulkDeleteRequested,
  categoriesLoaded,
  categoriesLoadFailed,
  categoriesRequested,
  countLoaded,
  countLoadFailed,
  countRequested,
  created,
  createFailed,
  createRequested,
  deleted,
  deleteFailed,
  deleteRequested,
  detailLoaded,
  detailLoadFailed,
  detailRequested,
  duplicated,
  duplicateFailed,
  duplicateRequested,
  filtersChanged,
  selectSingleSendsState,
  singleSendsLoadFailed,
  singleSendsPageLoaded,
  singleSendsRequested,
  startDesignLoaded,
  startDesignLoadFailed,
  startDesignRequested,
} from './slice';
import type { SingleSendStart } from './types';
import { singleSendsLiveUpdatesEpic } from './live-updates';

/** What the app gives this feature: the stored HTML of a blank design (the email editor's rendering, loaded on first use). */
export interface SingleSendsBridge {
  blankEmail(): Promise<{ html: string; plainText: string; document: object }>;
}

/** The request body of a new draft from what it starts with. */
function draftOf(api: ApiClient, bridge: SingleSendsBridge, name: string, start: SingleSendStart): Observable<SingleSendRequestDto> {
  if (start.kind === 'design') {
    // The design's content is copied in: the send keeps it whatever becomes of the design.
    return fetchStartDesign(api, start.designId, start.system).pipe(
      map((design) => ({
        name,
        channel: 'email' as const,
        email_config: {
          design_id: design.id,
          editor: design.editor,
          subject: design.subject,
          html_content: design.htmlContent,
          design_document: design.designDocument,
          plain_content: design.plainContent,
          generate_plain_content: true,
        },
      })),
    );
  }
  if (start.channel === 'sms') return of({ name, channel: 'sms' as const, sms_config: { messaging_service_sid: null, body: '', media_urls: [] } });
  if (start.editor === 'code') {
    return of({ name, channel: 'email' as const, email_config: { editor: 'code' as const, html_content: BLANK_CODE_HTML, design_document: null, plain_content: '', generate_plain_content: true } });
  }
  return defer(() => from(bridge.blankEmail())).pipe(
    map(({ html, plainText, document }) => ({
      name,
      channel: 'email' as const,
      email_config: { editor: 'design' as const, html_content: html, design_document: document, plain_content: plainText, generate_plain_content: true },
    })),
  );
}

export function createSingleSendsEpics(bridge: SingleSendsBridge): AppEpic[] {
  /** The index: a paged collection (shared/paging) of the rows matching the filters, newest update first. */
  const loadEpic: AppEpic = (action$, state$, dependencies) =>
    pagedCollectionEpic({
      requested: singleSendsRequested,
      pageLoaded: singleSendsPageLoaded,
      failed: singleSendsLoadFailed,
      selectCollection: (state) => selectSingleSendsState(state).sends,
      selectId: (row) => row.id,
      fetchPage: ({ api }, page) => fetchSingleSendsPage(api, selectFilters(state$.value), page),
      pageSize: SINGLE_SENDS_PAGE_SIZE,
      maxPageSize: SINGLE_SENDS_MAX_PAGE_SIZE,
      failureMessage: messages.loadFailed,
    })(action$, state$, dependencies);

  const filtersEpic = filtersReloadEpic(filtersChanged, singleSendsRequested);

  /** Reads: switchMap, the newest answer wins. */
  const categoriesEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(categoriesRequested.match),
      switchMap(() => fetchSingleSendCategories(api).pipe(map(categoriesLoaded), catchFailure(categoriesLoadFailed, messages.categoriesFailed))),
    );

  // The count's failure says nothing: the limit is then the server's to tell on create.
  const countEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(countRequested.match),
      switchMap(() => fetchSingleSendCount(api).pipe(map(countLoaded), catchFailure(countLoadFailed, () => undefined))),
    );

  /** One send or design per id: mergeMap, different ones may be read at once; a 404 is the screen's to say. */
  const detailEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(detailRequested.match),
      mergeMap(({ payload: { id } }) =>
        fetchSingleSend(api, id).pipe(
          map(detailLoaded),
          catchFailure(
            (error) => detailLoadFailed({ id, error }),
            (error) => (error.status === 404 ? undefined : messages.loadFailed),
          ),
        ),
      ),
    );

  const startDesignEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(startDesignRequested.match),
      mergeMap(({ payload: { id, system } }) =>
        fetchStartDesign(api, id, system).pipe(
          map(startDesignLoaded),
          catchFailure(
            (error) => startDesignLoadFailed({ id, error }),
            (error) => (error.status === 404 ? undefined : messages.designFailed),
          ),
        ),
      ),
    );

  /** A submit: exhaustMap, a double click makes one draft. A 400 (the limit) is shown on the page that asked. */
  const createEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(createRequested.match),
      exhaustMap(({ payload: { name, start } }) =>
        draftOf(api, bridge, name, start).pipe(
          mergeMap((request) => createSingleSend(api, request)),
          map(created),
          catchFormFailure(createFailed),
        ),
      ),
    );

  /** mergeMap: duplicating one send does not wait for another; the server's limit message is the alert. */
  const duplicateEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(duplicateRequested.match),
      mergeMap(({ payload: { id } }) =>
        duplicateSingleSend(api, id).pipe(
          mergeMap((copy) => of(duplicated({ id, copy }), successAlert(messages.duplicated(copy.name)))),
          catchFailure(
            (error) => duplicateFailed({ id, error }),
            (error) => (error.status === 400 ? error.message : messages.duplicateFailed),
          ),
        ),
      ),
    );

  const deleteEpic: AppEpic = (action$, state$, { api }) =>
    action$.pipe(
      filter(deleteRequested.match),
      mergeMap(({ payload: { id } }) => {
        const name = selectSingleSendRow(state$.value, id)?.name ?? selectSingleSendDetail(state$.value, id).value?.name ?? 'The single send';
        return deleteSingleSend(api, id).pipe(
          mergeMap(() => of(deleted({ id }), successAlert(messages.deleted(name)))),
          catchFailure((error) => deleteFailed({ id, error }), messages.deleteFailed),
        );
      }),
    );

  /** Bulk delete: chunks of the API's maximum of ids, the list read again at the end. */
  const bulkDeleteEpic = createBulkDeleteEpic({
    requested: bulkDeleteRequested,
    progressed: bulkDeleteProgressed,
    finished: bulkDeleteFinished,
    failed: bulkDeleteFailed,
    fetchPage: (api, state, page) => fetchSingleSendsPage(api, selectFilters(state), page),
    maxPageSize: SINGLE_SENDS_MAX_PAGE_SIZE,
    maxIds: SINGLE_SEND_LIMITS.singleSends,
    deleteChunk: deleteSingleSends,
    chunkSize: SINGLE_SEND_LIMITS.bulkDeleteIds,
    deletedMessage: messages.bulkDeleted,
    failureMessage: messages.loadFailed,
    afterwards: () => [singleSendsRequested({ load: 'refresh' }), countRequested()],
  });

  return [loadEpic, singleSendsLiveUpdatesEpic, filtersEpic, categoriesEpic, countEpic, detailEpic, startDesignEpic, createEpic, duplicateEpic, deleteEpic, bulkDeleteEpic];
}
