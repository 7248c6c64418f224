import { filter, ignoreElements, map, tap } from 'rxjs/operators';
import type { AppEpic } from '@/shared/store/app-epic';
import { selectEditorSession } from './selectors';
import { editorRefreshRequested, editorSaveConflicted, editorSaveSucceeded } from './slice';

/** The tabs of the app tell each other what they saved, so a tab editing the same thing can warn. */
export const EDITOR_SAVES_CHANNEL = 'email-editor-saves';

export interface SavedElsewhereMessage {
  key: string;
  revision: string;
}

const isSavedMessage = (message: unknown): message is SavedElsewhereMessage =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as SavedElsewhereMessage).key === 'string' &&
  typeof (message as SavedElsewhereMessage).revision === 'string';

export const announceSaveEpic: AppEpic = (action$, _state$, { broadcast }) =>
  action$.pipe(
    filter(editorSaveSucceeded.match),
    tap(({ payload: { key, revision } }) => broadcast.post(EDITOR_SAVES_CHANNEL, { key, revision } satisfies SavedElsewhereMessage)),
    ignoreElements(),
  );

/** Another tab saved a session open here, in a version this tab has not seen (the slice decides whether the user must choose). */
export const savedElsewhereEpic: AppEpic = (_action$, state$, { broadcast }) =>
  broadcast.messages$(EDITOR_SAVES_CHANNEL).pipe(
    filter(isSavedMessage),
    filter(({ key, revision }) => {
      const session = selectEditorSession(state$.value, key);
      return session !== undefined && session.revision !== revision && session.save.status !== 'conflict';
    }),
    map(({ key, revision }) => editorSaveConflicted({ key, revision })),
  );

/**
 * Saved elsewhere while this session had nothing unsaved (the slice left it saved): nothing of the
 * user's is at stake, so its host reads the stored version to replace the one on screen.
 */
export const refreshEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(editorSaveConflicted.match),
    filter(({ payload: { key } }) => selectEditorSession(state$.value, key)?.save.status === 'saved'),
    map(({ payload: { key } }) => editorRefreshRequested({ key })),
  );

export const conflictEpics = [announceSaveEpic, savedElsewhereEpic, refreshEpic];
