import { isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { filter, ignoreElements, tap } from 'rxjs/operators';
import type { AppEpic } from '@/shared/store/app-epic';
import { convertedToCode } from './code/code-slice';
import { EDITOR_EVENTS } from './editor-analytics-events';
import { selectEditorSession } from './selectors';
import { editorEventTracked, editorOpened, editorSaveSucceeded } from './slice';
import { testSent } from './test-send/test-send-slice';

/** The event each tracked action stands for; editorEventTracked names its own. */
function eventName(action: PayloadAction<{ key: string; name?: string }>): string {
  if (editorOpened.match(action)) return EDITOR_EVENTS.opened;
  if (editorSaveSucceeded.match(action)) return EDITOR_EVENTS.saved;
  if (testSent.match(action)) return EDITOR_EVENTS.testSent;
  if (convertedToCode.match(action)) return EDITOR_EVENTS.convertedToCode;
  return action.payload.name ?? action.type;
}

const tracked = isAnyOf(editorOpened, editorSaveSucceeded, editorEventTracked, testSent, convertedToCode);

/**
 * What users do in the editor goes to the app's analytics sink with the host's ids (the automation
 * and message ids, or the template id, version id and editor type), read from the session.
 */
export const editorAnalyticsEpic: AppEpic = (action$, state$, { analytics, clock }) =>
  action$.pipe(
    filter(tracked),
    tap((action) => {
      const session = selectEditorSession(state$.value, action.payload.key);
      if (session) analytics.track({ type: 'user-action', name: eventName(action), ids: session.analytics, at: clock.now() });
    }),
    ignoreElements(),
  );
