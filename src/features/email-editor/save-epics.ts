import { isAnyOf, type Action, type PayloadAction } from '@reduxjs/toolkit';
import { defer, EMPTY, from, merge, of, timer, type Observable, type SchedulerLike } from 'rxjs';
import { catchError, concatMap, debounce, filter, groupBy, ignoreElements, mergeMap, take, tap } from 'rxjs/operators';
import type { AppEpic } from '@/shared/store/app-epic';
import { renderContentForSave, type ContentRenderer } from './render-for-save';
import { needsSaving } from './save-state';
import { selectEditorSession } from './selectors';
import {
  contentEdited,
  editorClosed,
  editorKeepMineChosen,
  editorReloadRequested,
  editorSaveConflicted,
  editorSaveFailed,
  editorSaveRequested,
  editorSaveRetried,
  editorSaveSucceeded,
  redoRequested,
  testDataEdited,
  undoRequested,
} from './slice';

/** How long the editor waits after the last edit before it saves. */
export const AUTOSAVE_DELAY_MS = 1000;

export const RENDER_FAILED_MESSAGE = 'We could not prepare your email for saving.';

const contentEdit = isAnyOf(contentEdited, undoRequested, redoRequested);
const saveNow = isAnyOf(editorSaveRetried, editorKeepMineChosen);
const answer = isAnyOf(editorSaveSucceeded, editorSaveFailed, editorSaveConflicted, editorClosed);

/**
 * Autosave, per session: a burst of edits saves once, AUTOSAVE_DELAY_MS after the last one
 * (`debounce`: every edit restarts the wait, so typing never saves mid-word); Retry and Keep mine save
 * at once. `concatMap` runs one save at a time and drops none: a save sent to the host cannot be taken
 * back (switchMap would only stop listening), and each round saves the latest content, so a round
 * queued behind one that already saved it does nothing. Each round renders the design (lazily, off the
 * first load), sends editorSaveRequested, and waits for the host's answer.
 */
export const createAutosaveEpic =
  (render: ContentRenderer = renderContentForSave, scheduler?: SchedulerLike): AppEpic =>
  (action$, state$) => {
    const sessionOf = (key: string) => selectEditorSession(state$.value, key);
    // Typed test data is an edit only where the host saves it; elsewhere it must not put off the autosave.
    const edit = (action: Action): action is PayloadAction<{ key: string }> =>
      contentEdit(action) || (testDataEdited.match(action) && sessionOf(action.payload.key)?.savesTestData === true);

    const saveRound = (key: string): Observable<Action> =>
      defer(() => {
        const session = sessionOf(key);
        if (!session || !needsSaving(session.save)) return EMPTY;
        return from(render(session.history.present)).pipe(
          mergeMap((content) => {
            const current = sessionOf(key);
            if (!current || current.save.status === 'conflict') return EMPTY;
            // Listen before asking: a host may answer at once.
            const answered$ = action$.pipe(
              filter((action) => answer(action) && action.payload.key === key),
              take(1),
              ignoreElements(),
            );
            return merge(answered$, of(editorSaveRequested({ key, content, revision: current.revision })));
          }),
          catchError((error: unknown) => {
            console.error('The email could not be rendered for saving', error);
            return of(editorSaveFailed({ key, message: RENDER_FAILED_MESSAGE }));
          }),
        );
      });

    return action$.pipe(
      filter((action) => edit(action) || saveNow(action)),
      groupBy((action) => action.payload.key, {
        duration: (session$) => action$.pipe(filter((action) => editorClosed.match(action) && action.payload.key === session$.key)),
      }),
      mergeMap((session$) =>
        session$.pipe(
          debounce((action) => timer(saveNow(action) ? 0 : AUTOSAVE_DELAY_MS, scheduler)),
          concatMap(() => saveRound(session$.key)),
        ),
      ),
    );
  };

/** The conflict's "Reload": the page loads again, with the version saved elsewhere. */
export const reloadEpic: AppEpic = (action$, _state$, { location }) =>
  action$.pipe(
    filter(editorReloadRequested.match),
    tap(() => location.reload()),
    ignoreElements(),
  );

export const saveEpics = [createAutosaveEpic(), reloadEpic];
