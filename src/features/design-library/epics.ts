import type { Action } from '@reduxjs/toolkit';
import { EMPTY, from, of, type Observable } from 'rxjs';
import { concatMap, exhaustMap, filter, map, mergeMap, switchMap, tap } from 'rxjs/operators';
import { editorOpened, editorSaveConflicted, editorSaveRequested, editorSaveSucceeded, refreshStoredContentEpic, saveFailedAnswer } from '@/features/email-editor/slice';
import { basedOnRevision } from '@/shared/api/edit-precondition';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { successAlert } from '@/shared/alerts/alerts-slice';
import type { ApiClient } from '@/shared/api/client';
import type { ApiError } from '@/shared/api/errors';
import { catchApiError, catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { pagedCollectionEpic } from '@/shared/paging/paged-collection-epic';
import { BLANK_CODE_HTML } from '@/shared/sending/blank-code-email';
import type { AppEpic } from '@/shared/store/app-epic';
import { thumbnailEpic } from '@/shared/thumbnails/thumbnail-epic';
import { createDesign, deleteDesign, duplicateDesign, duplicateSystemDesign, fetchDesign, fetchDesignsPage, fetchSystemDesign, fetchSystemDesignsPage, updateDesign } from './api';
import type { DesignEditorBridge } from './editor-bridge';
import { DESIGNS_API_PAGE_SIZE, DESIGNS_PAGE_SIZE } from './limits';
import { messages } from './messages';
import {
  designCreated,
  designCreateFailed,
  designCreateRequested,
  designDeleted,
  designDeleteFailed,
  designDeleteRequested,
  designEditorFailed,
  designEditorOpened,
  designEditorRequested,
  designPreviewFailed,
  designPreviewLoaded,
  designPreviewRequested,
  designThumbnailLoaded,
  designThumbnailRequested,
  designRenamed,
  designRenameFailed,
  designRenameRequested,
  designReloaded,
  designReloadRequested,
  designsLoadFailed,
  designsPageLoaded,
  designsRequested,
  selectDesignLibraryState,
  systemDesignsLoadFailed,
  systemDesignsPageLoaded,
  systemDesignsRequested,
} from './slice';
import { designIdOfSessionKey, designSessionKey, type Design, type DesignSource } from './types';
import { designsLiveUpdatesEpic } from './live-updates';

/** A missing design is said on its screen ("not found"), not in an alert. */
const unlessNotFound = (message: string) => (error: ApiError) => (error.status === 404 ? undefined : message);

/** Your designs: a paged collection (shared/paging), newest update first. */
const loadDesignsEpic = pagedCollectionEpic({
  requested: designsRequested,
  pageLoaded: designsPageLoaded,
  failed: designsLoadFailed,
  selectCollection: (state) => selectDesignLibraryState(state).designs,
  selectId: (design) => design.id,
  fetchPage: ({ api }, page) => fetchDesignsPage(api, page),
  pageSize: DESIGNS_PAGE_SIZE,
  maxPageSize: DESIGNS_API_PAGE_SIZE,
  failureMessage: messages.loadFailed,
});

const loadSystemDesignsEpic = pagedCollectionEpic({
  requested: systemDesignsRequested,
  pageLoaded: systemDesignsPageLoaded,
  failed: systemDesignsLoadFailed,
  selectCollection: (state) => selectDesignLibraryState(state).systemDesigns,
  selectId: (design) => design.id,
  fetchPage: ({ api }, page) => fetchSystemDesignsPage(api, page),
  pageSize: DESIGNS_PAGE_SIZE,
  maxPageSize: DESIGNS_API_PAGE_SIZE,
  failureMessage: messages.systemLoadFailed,
});

/** Row actions: mergeMap, since different designs may be deleted at once; the reducer keeps one per row. */
const deleteDesignEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(designDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const name = selectDesignLibraryState(state$.value).designs.entities[id]?.name ?? 'The design';
      return deleteDesign(api, id).pipe(
        mergeMap(() => of(designDeleted({ id }), successAlert(messages.deleted(name)))),
        catchFailure(
          (error) => designDeleteFailed({ id, error }),
          (error) => messages.deleteFailed(name, error),
        ),
      );
    }),
  );

/** A submit: exhaustMap, so a double click renames once. */
const renameDesignEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(designRenameRequested.match),
    exhaustMap(({ payload: { id, name, revision } }) =>
      // If-Match: a design saved elsewhere since (another tab, its editor) is a 409, not overwritten.
      updateDesign(api, id, { name: name.trim() }, basedOnRevision(revision)).pipe(
        mergeMap((design) => of(designRenamed(design), successAlert(messages.renamed(design.name)))),
        catchFormFailure(designRenameFailed),
      ),
    ),
  );

/** Reload after a rename conflict: switchMap, the newest read wins; a failure leaves the conflict offered. */
const reloadDesignEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(designReloadRequested.match),
    switchMap(({ payload: { id } }) =>
      fetchDesign(api, id).pipe(
        map((design) => designReloaded(design)),
        catchFailure((error) => designRenameFailed(error), messages.reloadFailed),
      ),
    ),
  );

/** A read: switchMap, the newest preview wins. */
const previewDesignEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(designPreviewRequested.match),
    switchMap(({ payload: { kind, id } }) =>
      (kind === 'your-designs' ? fetchDesign(api, id) : fetchSystemDesign(api, id)).pipe(
        map((design) => designPreviewLoaded({ kind, design })),
        catchFailure((error) => designPreviewFailed({ kind, id, error }), unlessNotFound(messages.previewFailed)),
      ),
    ),
  );

/** The HTML of the designs whose cards came into view, for their thumbnails: yours or SendGrid's. */
const thumbnailsEpic = thumbnailEpic({ requested: designThumbnailRequested, loaded: designThumbnailLoaded }, (api, { source, id }) =>
  (source === 'your-designs' ? fetchDesign(api, id) : fetchSystemDesign(api, id)).pipe(map((design) => design.htmlContent)),
);

/**
 * The epics that need the email editor's document functions, given by the composition root: creating a
 * design (a blank one is the editor's empty document, rendered), opening one in the editor, and saving it.
 */
export function createDesignLibraryEpics(bridge: DesignEditorBridge): AppEpic[] {
  const created$ = (api: ApiClient, name: string, source: DesignSource): Observable<Design> => {
    switch (source.kind) {
      case 'blank':
        return from(bridge.blankDesign()).pipe(
          mergeMap(({ html, plainText, document }) =>
            createDesign(api, { name: name.trim(), editor: 'design', html_content: html, design_document: document, plain_content: plainText, generate_plain_content: false }),
          ),
        );
      case 'code':
        return createDesign(api, { name: name.trim(), editor: 'code', html_content: BLANK_CODE_HTML, design_document: null, plain_content: '', generate_plain_content: true });
      case 'system':
        return duplicateSystemDesign(api, source.id, name.trim());
      case 'copy':
        return duplicateDesign(api, source.id, name.trim());
    }
  };

  /** A submit: exhaustMap, so a double click creates one design. */
  const createDesignEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(designCreateRequested.match),
      exhaustMap(({ payload: { name, source } }) =>
        created$(api, name, source).pipe(
          mergeMap((design) => of(designCreated(design), successAlert(messages.created(design.name)))),
          catchFormFailure(designCreateFailed),
        ),
      ),
    );

  /** A read: switchMap, opening another design cancels this one. The editor's session is `design:<id>`. */
  const openDesignEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(designEditorRequested.match),
      switchMap(({ payload: { id } }) =>
        fetchDesign(api, id).pipe(
          mergeMap((design) => {
            const { content, notice } = bridge.openDesign(design);
            const key = designSessionKey(id);
            return of(
              editorOpened({ key, title: design.name, noun: 'design', content, revision: design.updated, analytics: { designId: id }, testSend: {} }),
              designEditorOpened({ id, notice }),
            );
          }),
          catchFailure((error) => designEditorFailed({ id, error }), unlessNotFound(messages.openFailed)),
        ),
      ),
    );

  /**
   * Saves the editor's content of a design (the editor core asks after each pause in editing). The PATCH
   * names the revision the editor holds (the last one this tab loaded or saved) in `If-Match`, and a
   * server that keeps the contract (the mock) answers 409 when someone saved the design since: the save
   * stops with a conflict instead of overwriting their work. SendGrid's API ignores the header, so the
   * design is also read first and compared (same-browser tabs are told at once by the editor's broadcast).
   *
   * One save at a time (concatMap), since each needs the revision the one before it produced; a request
   * that a newer one for the same design replaced while it waited is skipped. The failure is shown by the
   * editor (with its Retry), so no alert.
   */
  const saveDesignEpic: AppEpic = (action$, state$, { api, clock }) => {
    const newest = new Map<string, Action>();
    return action$.pipe(
      filter(editorSaveRequested.match),
      filter(({ payload }) => designIdOfSessionKey(payload.key) !== undefined),
      tap((action) => newest.set(action.payload.key, action)),
      concatMap((action) => {
        const { key, content } = action.payload;
        if (newest.get(key) !== action) return EMPTY;
        newest.delete(key);
        const id = designIdOfSessionKey(key) as string;
        const revision = selectEditorSession(state$.value, key)?.revision ?? action.payload.revision;
        return fetchDesign(api, id).pipe(
          mergeMap((current): Observable<Action> => {
            // The conflict carries the server's revision: the editor's "Keep mine" saves over that one.
            if (current.updated !== revision) return of(editorSaveConflicted({ key, revision: current.updated }));
            const patch = { ...bridge.storedContentOf(content), plain_content: content.plainText, generate_plain_content: false };
            return updateDesign(api, id, patch, basedOnRevision(revision)).pipe(map((saved) => editorSaveSucceeded({ key, revision: saved.updated, at: clock.now() })));
          }),
          catchApiError((error) => of(saveFailedAnswer(key, error, error.status === 404 ? messages.savedDesignGone : messages.saveFailed(error)))),
        );
      }),
    );
  };

  /** Saved elsewhere while the editor had nothing unsaved: the stored design replaces the one on screen. */
  const refreshDesignEpic = refreshStoredContentEpic({
    parseKey: designIdOfSessionKey,
    read: (api, id) => fetchDesign(api, id).pipe(map((design) => ({ content: bridge.openDesign(design).content, revision: design.updated }))),
  });

  return [loadDesignsEpic, designsLiveUpdatesEpic, loadSystemDesignsEpic, createDesignEpic, renameDesignEpic, reloadDesignEpic, deleteDesignEpic, previewDesignEpic, thumbnailsEpic, openDesignEpic, saveDesignEpic, refreshDesignEpic];
}
